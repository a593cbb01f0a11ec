/**
 * Just enough MIME to read back what nodemailer sends (RFC 5322 headers, RFC 2047 encoded words, RFC 2231
 * parameters, multipart, base64 and quoted-printable): the sandbox mailbox shows the subject, the text and
 * the attachments. Not a general mail parser: a part it does not understand is kept as an attachment.
 */
export interface ParsedMail {
  readonly subject: string;
  readonly text: string;
  readonly attachments: readonly { filename: string; contentType: string; content: Buffer }[];
}

interface Part {
  readonly headers: ReadonlyMap<string, string>;
  /** The body's bytes as a latin1 string (one character a byte). */
  readonly body: string;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

function decodeQuotedPrintable(text: string): Buffer {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words; whitespace between two encoded words is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return /^utf-?8$/i.test(charset) ? bytes.toString('utf8') : bytes.toString('latin1');
    });
}

/** `type/subtype; a=b; c*=utf-8''%D0%90` -> the value and its parameters (lower-case names). */
function headerParams(value: string | undefined): { value: string; params: Map<string, string> } {
  const [first = '', ...rest] = (value ?? '').split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params = new Map<string, string>();
  const continued = new Map<string, string[]>();
  for (const item of rest) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    const name = item.slice(0, eq).trim().toLowerCase();
    let text = item.slice(eq + 1).trim();
    if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).replace(/\\(.)/g, '$1');
    const piece = /^([^*]+)\*(\d+)?(\*)?$/.exec(name);
    if (piece) {
      const decoded = piece[3] || (!piece[2] && name.endsWith('*')) ? rfc2231(text) : text;
      const list = continued.get(piece[1]) ?? [];
      list[Number(piece[2] ?? 0)] = decoded;
      continued.set(piece[1], list);
    } else params.set(name, decodeWords(text));
  }
  for (const [name, list] of continued) params.set(name, list.join(''));
  return { value: first.trim().toLowerCase(), params };
}

/** `utf-8''%D0%90.pdf` (the charset and language are dropped once decoded). */
function rfc2231(text: string): string {
  const quote = /^([^']*)'[^']*'(.*)$/.exec(text);
  const encoded = quote ? quote[2] : text;
  const bytes = encoded.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return utf8(bytes);
}

function bodyBytes(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body, 'latin1');
}

function walk(
  part: Part,
  found: { text: string | null; attachments: { filename: string; contentType: string; content: Buffer }[] },
) {
  const type = headerParams(part.headers.get('content-type') ?? 'text/plain');
  const boundary = type.params.get('boundary');
  if (type.value.startsWith('multipart/') && boundary) {
    const pieces = part.body.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    // Before the first boundary is the preamble; after the closing `--` the epilogue.
    for (const piece of pieces.slice(1)) {
      if (piece.startsWith('--')) break;
      walk(splitPart(piece.replace(/^[ \t]*\r?\n/, '')), found);
    }
    return;
  }
  const disposition = headerParams(part.headers.get('content-disposition'));
  const filename = disposition.params.get('filename') ?? type.params.get('name');
  const bytes = bodyBytes(part);
  if (type.value === 'text/plain' && disposition.value !== 'attachment' && found.text === null) {
    const charset = type.params.get('charset') ?? 'utf-8';
    found.text = /^utf-?8$/i.test(charset) ? bytes.toString('utf8') : bytes.toString('latin1');
    return;
  }
  if (type.value === 'text/html' && !filename) return; // the text part says the same
  found.attachments.push({
    filename: filename ?? `part-${found.attachments.length + 1}`,
    contentType: type.value || 'application/octet-stream',
    content: bytes,
  });
}

/** The subject, the plain text and the attachments of a raw message. */
export function parseMail(raw: Buffer): ParsedMail {
  const root = splitPart(raw.toString('latin1'));
  const found = { text: null as string | null, attachments: [] as ParsedMail['attachments'][number][] };
  walk(root, found);
  return {
    subject: decodeWords(utf8(root.headers.get('subject') ?? '')),
    text: (found.text ?? '').replace(/\r\n/g, '\n').trimEnd(),
    attachments: found.attachments,
  };
}
