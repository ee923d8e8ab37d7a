/**
 * The signs page's calls, through the console data provider's callOperation: the generated client
 * runs the contract's zod on the body before sending, so a bad sign comes back as an ApiError with
 * the contract's issues, the same message the API would give.
 */
import type { CreateSignInput, DeleteSignInput, GetSignInput, ListSignsInput, UpdateSignInput } from '../../../../generated/client/signs.gen.js';
import { signsArea } from '../../../../schemas/endpoints/signs.js';
import type { Sign, SignInput } from '../../../../schemas/sign.js';
import type { CallOperation } from '../../data-provider.js';

const dataOf = <T,>(answer: unknown): T => (answer as { data: T }).data;

/** Whether a scope may create, change and delete signs (the contract's access of the writes). */
export const maySignsWrite = (scope: string | undefined): boolean =>
  scope !== undefined && (signsArea.endpoints.createSign.access.staff as readonly string[]).includes(scope);

export function signCalls(call: CallOperation, organisation: string) {
  return {
    async list(): Promise<Sign[]> {
      const input: ListSignsInput = { params: { organisation } };
      return dataOf<Sign[]>(await call('listSigns', input));
    },
    async get(id: string): Promise<Sign> {
      const input: GetSignInput = { params: { organisation, id } };
      return dataOf<Sign>(await call('getSign', input));
    },
    async create(body: SignInput): Promise<Sign> {
      const input: CreateSignInput = { params: { organisation }, body };
      return dataOf<Sign>(await call('createSign', input));
    },
    async update(id: string, body: SignInput): Promise<Sign> {
      const input: UpdateSignInput = { params: { organisation, id }, body };
      return dataOf<Sign>(await call('updateSign', input));
    },
    async remove(id: string): Promise<void> {
      const input: DeleteSignInput = { params: { organisation, id } };
      await call('deleteSign', input);
    },
  };
}

export type SignCalls = ReturnType<typeof signCalls>;
