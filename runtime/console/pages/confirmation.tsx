/**
 * What react-admin's Confirm asks about and does: the item it asks about (a sign, an asset, a release
 * to roll back to…), busy while the action runs, closed once it is done. A refusal from the server is
 * told in a notification in the API's own words (inside the area's sentence, `failed`), the dialog
 * left open to try again or cancel.
 */
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../resources/generic-form-schema.js';

export interface Confirmation<T> {
  /** What the dialog asks about (still the last item while it fades out); undefined before the first. */
  readonly asking: T | undefined;
  ask(item: T): void;
  /** Confirm's isOpen, loading, onConfirm and onClose. */
  readonly props: { readonly isOpen: boolean; readonly loading: boolean; onConfirm(): void; onClose(): void };
}

/** `failed`: the area's sentence around the API's message ("Could not publish: {message}"); the message alone without it. */
export function useConfirmation<T>(action: (item: T) => Promise<void>, failed?: (message: string) => string): Confirmation<T> {
  const notify = useNotify();
  const [asking, setAsking] = useState<{ readonly item: T; readonly open: boolean }>();
  const [busy, setBusy] = useState(false);
  const run = async (item: T) => {
    setBusy(true);
    try {
      await action(item);
      setAsking({ item, open: false });
    } catch (error) {
      const message = failed ? failed(errorMessage(error)) : errorMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };
  return {
    asking: asking?.item,
    ask: (item) => setAsking({ item, open: true }),
    props: {
      isOpen: asking?.open ?? false,
      loading: busy,
      onConfirm: () => { if (asking) void run(asking.item); },
      // Cancel, Escape or a click beside it; not while the action runs, as it may still succeed.
      onClose: () => { if (!busy) setAsking((a) => a && { ...a, open: false }); },
    },
  };
}

export interface ConfirmDeleteProps {
  readonly confirmation: Confirmation<{ readonly name: string }>;
  /** What deleting it does, in the area's words. */
  readonly text: string;
  /** The delete button's label, e.g. "Delete sign". */
  readonly confirm: string;
}

/** react-admin's Confirm for deleting something by name: "Delete <name>?", its button in the warning colour. */
export function ConfirmDelete({ confirmation, text, confirm }: ConfirmDeleteProps) {
  const translate = useTranslate();
  const name = confirmation.asking?.name;
  return <Confirm {...confirmation.props} title={translate('ampere.common.deleteTitle', { name })} content={text} confirm={confirm} confirmColor="warning" />;
}
