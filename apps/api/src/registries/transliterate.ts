/**
 * Uzbek Latin name as printed in a travel passport's Latin line (ASCII capitals): the apostrophes of
 * oʻ, gʻ and the tutuq belgisi (ʼ) are dropped, so "Gʻulomov" becomes "GULOMOV". Travel policies are
 * checked against that line at borders, so they print this form.
 */
export function toPassportLatin(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ʻʼ'‘’`´]/g, '')
    .toUpperCase()
    .replace(/[^A-Z -]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
