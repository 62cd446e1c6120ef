import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
// The request's multipart methods are declared by the plugin's types.
import type {} from '@fastify/multipart';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { Refusal, refuse } from '../../lib/refusal.ts';
import { holdsNul } from '../../lib/nul-text.ts';
import { findUpload, insertUpload } from './repository.ts';

/**
 * Private image uploads (transfer screenshots, identity photos): the real type is read from the
 * bytes, the size is capped, files get generated names under DATA_DIR/uploads and are served only
 * to their owner and to staff.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_TEXT = '5 MB';

const SIGNATURES: readonly { mime: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'image/jpeg',
    ext: 'jpg',
    test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) =>
      b.length > 8 &&
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.length > 12 &&
      b.toString('latin1', 0, 4) === 'RIFF' &&
      b.toString('latin1', 8, 12) === 'WEBP',
  },
];

export function sniffImage(bytes: Buffer): { mime: string; ext: string } | null {
  const found = SIGNATURES.find((s) => s.test(bytes));
  return found ? { mime: found.mime, ext: found.ext } : null;
}

export interface UploadedFile {
  field: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart form: text fields and files (each at most UPLOAD_MAX_BYTES). A larger file
 * is refused with `upload_too_large` before anything is stored.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [] };
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') form.fields[k] = v;
    return form;
  }
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 4, fields: 20 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse('upload_too_large', { max: UPLOAD_MAX_TEXT });
    // Everything else here is the body the customer sent: too many parts, a missing or wrong
    // boundary, a form cut short ("Unexpected end of multipart data"), a malformed part header.
    // Only the request's bytes are read at this point, so none of it is the server's fault.
    request.log.info({ err: error }, 'malformed multipart body');
    refuse('invalid_parameter');
  }
  if (holdsNul(form.fields)) refuse('invalid_parameter');
  return form;
}

/** Checks that a file is a JPEG, PNG or WEBP image by its bytes. */
export function checkImage(file: UploadedFile | undefined): { mime: string; ext: string } {
  if (!file) refuse('upload_failed');
  if (file.bytes.length > UPLOAD_MAX_BYTES) refuse('upload_too_large', { max: UPLOAD_MAX_TEXT });
  const type = sniffImage(file.bytes);
  if (!type) refuse('upload_type_invalid');
  return type;
}

function uploadDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'uploads');
}

/**
 * Writes the file and its row. The file is written first under a fresh random name; if the
 * command's transaction rolls back, the orphan file is harmless and never served.
 */
export async function storeImage(
  ctx: AppContext,
  tx: Tx,
  input: { customerId: number; purpose: string; file: UploadedFile },
): Promise<number> {
  const type = checkImage(input.file);
  const dir = uploadDir(ctx);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  fs.writeFileSync(path.join(dir, fileName), input.file.bytes, { mode: 0o600 });
  return insertUpload(tx, {
    customer_id: input.customerId,
    purpose: input.purpose,
    file_name: fileName,
    mime: type.mime,
    size_bytes: input.file.bytes.length,
    created_at: ctx.clock.now().toISOString(),
  });
}

/** The bytes of an upload, for its owner (customerId) or for staff (customerId null). */
export async function readUpload(
  ctx: AppContext,
  db: Db,
  id: number,
  customerId: number | null,
): Promise<{ mime: string; bytes: Buffer }> {
  const row = await findUpload(db, id, customerId);
  if (!row) refuse('not_found');
  const bytes = fs.readFileSync(path.join(uploadDir(ctx), row.file_name));
  return { mime: row.mime, bytes };
}
