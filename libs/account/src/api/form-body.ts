/**
 * Spec 000 section 7: the cabinet calls send multipart forms. Every value is text; empty optional fields
 * are left out (the server treats a missing field as "unchanged" or "not given").
 */
export function formBody(fields: Readonly<Record<string, string | number | undefined>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, String(value));
  }
  return form;
}
