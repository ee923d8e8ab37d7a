/**
 * The create and edit screens of any resource, from its descriptor: an RJSF form (MUI theme, ajv)
 * of the operation's body schema and uiSchema (generic-form-schema.ts) inside react-admin's Create
 * and Edit frames, saved through the data provider. JSON Schema rules are checked as the admin
 * submits; the contract's zod schema then runs in the generated client before anything is sent, and
 * the server checks its own rules: either way the API's issues land on their fields and its message
 * in a notification, so the console says what the API says. This module is loaded lazily (RJSF and
 * ajv stay out of the console's first load).
 */
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import {
  Create, DeleteButton, Edit, LinearProgress, ShowButton, TopToolbar,
  useGetIdentity, useNotify, useRecordContext, useRedirect, useSaveContext, useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ResourceDescriptor } from '../../../generated/resources.gen.js';
import { useFormWords } from './form-words.js';
import { translated, useFieldTitle } from './generic-fields.js';
import { errorMessage, errorTree, formBody, formModel, initialFormData, type ErrorTree, type FormKind } from './generic-form-schema.js';

type RjsfProps = ComponentProps<typeof Form>;

interface ScreenProps {
  readonly descriptor: ResourceDescriptor;
}

function SchemaForm({ descriptor, kind }: ScreenProps & { readonly kind: FormKind }) {
  const title = useFieldTitle(descriptor);
  const translate = useTranslate();
  const words = useFormWords();
  const notify = useNotify();
  const redirect = useRedirect();
  const { save, saving } = useSaveContext();
  const record = useRecordContext();
  const { identity, isPending } = useGetIdentity();
  const model = useMemo(() => formModel(descriptor, kind, title, words.fields), [descriptor, kind, title, words]);
  const [formData, setFormData] = useState<Record<string, unknown>>();
  const [extraErrors, setExtraErrors] = useState<ErrorTree>();
  const uiSchema = useMemo(
    () => ({ ...model.uiSchema, 'ui:submitButtonOptions': { submitText: translated(translate, 'ra.action.save', 'Save'), props: { disabled: saving } } }),
    [model, translate, saving],
  );

  // A new record starts in the admin's organisation: wait for the identity that names it.
  if (kind === 'create' && isPending) return <LinearProgress />;
  const data = formData ?? initialFormData(model, kind === 'update' ? record : undefined, identity?.organisation as string | undefined);

  const onSubmit: RjsfProps['onSubmit'] = ({ formData: submitted }) => {
    setExtraErrors(undefined);
    void save?.(formBody(model, (submitted ?? {}) as Record<string, unknown>), {
      onSuccess: (saved: RaRecord) => {
        notify(kind === 'create' ? 'ra.notification.created' : 'ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
        redirect(descriptor.operations.get ? 'show' : 'list', descriptor.name, saved?.id ?? record?.id);
      },
      onError: (error: unknown) => {
        setExtraErrors(errorTree(error, model.fields));
        const message = errorMessage(error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      },
    });
  };

  return (
    <Form
      schema={model.schema as RjsfProps['schema']}
      uiSchema={uiSchema as RjsfProps['uiSchema']}
      validator={validator}
      formData={data}
      onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
      onSubmit={onSubmit}
      extraErrors={extraErrors as RjsfProps['extraErrors']}
      translateString={words.translateString}
      transformErrors={words.transformErrors}
      noHtml5Validate
      showErrorList={false}
      disabled={saving}
    />
  );
}

function Padded({ children }: { readonly children: ReactNode }) {
  return <div style={{ padding: 16 }}>{children}</div>;
}

export function GenericCreate({ descriptor }: ScreenProps) {
  return (
    <Create resource={descriptor.name}>
      <Padded>
        <SchemaForm descriptor={descriptor} kind="create" />
      </Padded>
    </Create>
  );
}

function EditActions({ descriptor }: ScreenProps) {
  return (
    <TopToolbar>
      {descriptor.operations.get && <ShowButton />}
      {descriptor.operations.delete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

/**
 * `id`: the record's, where no route gives it (react-admin's edit route does). A resource the API
 * reads only as a list (API tokens) is read from it by the data provider's getOne.
 */
export function GenericEdit({ descriptor, id }: ScreenProps & { readonly id?: string }) {
  return (
    <Edit resource={descriptor.name} id={id} mutationMode="pessimistic" actions={<EditActions descriptor={descriptor} />}>
      <Padded>
        <SchemaForm descriptor={descriptor} kind="update" />
      </Padded>
    </Edit>
  );
}
