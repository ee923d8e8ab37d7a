/**
 * Files on their way to becoming assets (docs/decisions.md "Assets", "Asset bytes and addresses"):
 * the contract's content types and size limit checked before anything is sent, a file's name made
 * into an asset name the contract accepts, and the calls (through the console data provider's
 * callOperation, so the generated client validates them).
 */
import type { DeleteAssetInput, ListAssetsInput, PutAssetInput } from '../../../../generated/client/messaging.gen.js';
import { ASSET_MAX_BYTES, AssetUpload, type Asset } from '../../../../schemas/support-services.js';
import type { CallOperation } from '../../data-provider.js';

export type AssetContentType = PutAssetInput['body']['contentType'];
export const ASSET_CONTENT_TYPES: readonly AssetContentType[] = AssetUpload.shape.contentType.options;
export { ASSET_MAX_BYTES };

/** What a browser may leave out of File.type, by extension. */
const TYPE_BY_EXTENSION: Readonly<Record<string, AssetContentType>> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml', webp: 'image/webp', gif: 'image/gif', pdf: 'application/pdf', json: 'application/json',
};

/** The file's content type when the contract accepts it. */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): AssetContentType | undefined {
  if ((ASSET_CONTENT_TYPES as readonly string[]).includes(file.type)) return file.type as AssetContentType;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type === '' ? TYPE_BY_EXTENSION[extension] : undefined;
}

export type FileProblem = 'type' | 'size' | 'empty';

/** Why a file cannot be uploaded, checked before it is read or sent. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | undefined {
  if (!contentTypeOf(file)) return 'type';
  if (file.size > ASSET_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return undefined;
}

/**
 * An asset name from a folder and a file's name: letters, digits, '.', '_', '-' kept, anything else a
 * '-', never a leading dot or dash, folder parts joined by '/'. The contract checks it again on send.
 */
export function assetName(folder: string, fileName: string): string {
  const clean = (part: string) => part.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/\.{2,}/g, '.').replace(/^[^A-Za-z0-9]+/, '');
  const parts = [...folder.split('/'), fileName].map(clean).filter(Boolean);
  return parts.join('/');
}

/** The file's bytes as base64 (what the PUT body carries). */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The folders directly under `prefix` that the names hold ('home/' for home/banner.png under ''). */
export function foldersUnder(names: readonly string[], prefix: string): string[] {
  const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/') + 1) : '';
  const folders = new Set<string>();
  for (const name of names) {
    if (!name.startsWith(base)) continue;
    const rest = name.slice(base.length);
    const slash = rest.indexOf('/');
    if (slash > 0) folders.add(base + rest.slice(0, slash + 1));
  }
  return [...folders].sort();
}

const dataOf = <T,>(answer: unknown): T => (answer as { data: T }).data;

export function assetCalls(call: CallOperation) {
  return {
    async list(organisation: string, prefix: string): Promise<Asset[]> {
      const input: ListAssetsInput = { query: { organisation, ...(prefix ? { prefix } : {}) } };
      return dataOf<Asset[]>(await call('listAssets', input));
    },
    async put(organisation: string, name: string, file: File): Promise<Asset> {
      const contentType = contentTypeOf(file);
      if (!contentType) throw new Error(`${file.name}: not an accepted type`);
      const input: PutAssetInput = { body: { organisation, name, contentType, content: await base64Of(file) } };
      return dataOf<Asset>(await call('putAsset', input));
    },
    async remove(organisation: string, name: string): Promise<void> {
      const input: DeleteAssetInput = { query: { organisation, name } };
      await call('deleteAsset', input);
    },
  };
}

export type AssetCalls = ReturnType<typeof assetCalls>;
