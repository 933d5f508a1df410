import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { ErrorCode, FORBIDDEN_CHARACTER_MESSAGE } from '@selvedge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badField, HttpError } from './errors.js';

/**
 * Forms with files (`multipart/form-data`), read whole into memory within hard limits before
 * anything is decided, so a refused form changes nothing. `@fastify/multipart` (busboy) parses;
 * its limit errors become the API's clear 4xx answers, each naming what was wrong.
 */

export interface FormLimits {
  /** The one field that carries files. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The text fields the form takes; any other is refused. */
  fields: readonly string[];
  maxFieldBytes: number;
}

export interface FormFile {
  /** The name the sender gave; for people only, never a path. */
  name: string;
  bytes: Buffer;
}

export interface ReadForm {
  fields: Record<string, string>;
  files: FormFile[];
}

export interface FormMessages {
  notMultipart: string;
  tooManyFiles: string;
  tooBig: (name: string) => string;
  unknownField: (name: string) => string;
  badFileName: string;
  fieldTooLong: (name: string, max: number) => string;
}

/**
 * Registers the parser in `app`'s scope (the routes that take a form). Any other body type reaches
 * the route unread, which answers 415 in its own words.
 */
export async function acceptForms(app: FastifyInstance, limits: FormLimits): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: limits.fields.length,
      fieldSize: limits.maxFieldBytes,
      parts: limits.maxFiles + limits.fields.length,
      headerPairs: 50,
      fieldNameSize: 100,
    },
    throwFileSizeLimit: true,
    // The name exactly as sent, so one that names a path is refused rather than quietly cut to its last part.
    preservePath: true,
  });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

const MULTIPART_LIMITS: Readonly<Record<string, ErrorCode>> = {
  FST_FILES_LIMIT: ErrorCode.too_many_files,
  FST_PARTS_LIMIT: ErrorCode.too_many_files,
  FST_FIELDS_LIMIT: ErrorCode.invalid_input,
};

/** The form of a request, or a 4xx naming the first thing wrong with it. */
export async function readForm(
  request: FastifyRequest,
  limits: FormLimits,
  messages: FormMessages,
  isSafeFileName: (name: string) => boolean,
): Promise<ReadForm> {
  if (!request.isMultipart()) throw new HttpError(415, ErrorCode.unsupported_media_type, messages.notMultipart);
  const fields: Record<string, string> = {};
  const files: FormFile[] = [];
  let current = '';
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField) {
          part.file.resume();
          throw badField(part.fieldname, messages.unknownField(part.fieldname), ErrorCode.invalid_input);
        }
        if (!isSafeFileName(part.filename)) {
          part.file.resume();
          throw badField(limits.fileField, messages.badFileName, ErrorCode.bad_file_name);
        }
        const name = part.filename;
        try {
          files.push({ name, bytes: await part.toBuffer() });
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(
              413,
              ErrorCode.file_too_large,
              messages.tooBig(name),
              {},
              { problems: [{ path: limits.fileField, message: messages.tooBig(name) }] },
            );
          }
          throw error;
        }
        continue;
      }
      if (!limits.fields.includes(part.fieldname))
        throw badField(part.fieldname, messages.unknownField(part.fieldname), ErrorCode.invalid_input);
      if (part.valueTruncated)
        throw badField(part.fieldname, messages.fieldTooLong(part.fieldname, limits.maxFieldBytes), ErrorCode.invalid_input);
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      // A form is no JSON body, so the API's NUL check has not seen it: no database text may hold U+0000.
      if (value.includes('\u0000'))
        throw badField(part.fieldname, `${part.fieldname}: ${FORBIDDEN_CHARACTER_MESSAGE}`, ErrorCode.invalid_input);
      fields[part.fieldname] = value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    const limit = MULTIPART_LIMITS[code];
    if (limit === ErrorCode.too_many_files) throw badField(limits.fileField, messages.tooManyFiles, ErrorCode.too_many_files);
    if (limit) throw badField(current || 'body', messages.unknownField(current || 'body'), limit);
    // busboy's own refusals: a body cut short, a missing boundary, a malformed part header.
    throw new HttpError(
      400,
      ErrorCode.malformed_request,
      `The form could not be read: ${error instanceof Error ? error.message : 'malformed multipart body'}.`,
    );
  }
  return { fields, files };
}

/** What stands for a form's body in an Idempotency-Key's request: its fields and each file's SHA-256. */
export function formFingerprint(form: ReadForm): unknown {
  return { fields: form.fields, files: form.files.map((file) => [file.name, createHash('sha256').update(file.bytes).digest('hex')]) };
}
