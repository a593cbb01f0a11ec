/** An answer's bytes as a data: URL (a string keeps the store serialisable): files the pages show or use. */
export async function dataUrlOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return `data:${type};base64,${btoa(binary)}`;
}
