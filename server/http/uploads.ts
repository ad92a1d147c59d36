// Files in a multipart body (onboarding documents, the kitchen logo): which parts hold a chosen
// file, and their bytes read only when the file is within the route's limit (a file over it is
// refused by its size, without copying it again).
/** A file part; a browser sends an empty, nameless part for a file input left empty. */
export const isChosenFile = (value: unknown): value is File => value instanceof File && (value.name !== '' || value.size > 0);

/** The file's bytes, or an empty array when it is larger than `maxBytes` (refuse it by its size). */
export async function bytesUpTo(file: File, maxBytes: number): Promise<Uint8Array> {
  return file.size <= maxBytes ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
}
