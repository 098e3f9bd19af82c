// Multipart bodies exactly as a browser's FormData sends them, for app.inject.

export type FormFile = { bytes: Buffer; filename: string; type: string };
export type FormField = string | FormFile;

export async function multipart(fields: Record<string, FormField>): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** A profile update's text fields, all valid. */
export const profileFields = (overrides: Record<string, FormField> = {}): Record<string, FormField> => ({
  name: 'Budi S.',
  phone: '+62 812 3456 7890',
  address: JSON.stringify({ line1: 'Jl. Merdeka 10', line2: 'Bandung' }),
  gender: 'Male',
  dob: '1988-07-01',
  ...overrides,
});
