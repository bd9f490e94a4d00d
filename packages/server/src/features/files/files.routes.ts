import multipart from '@fastify/multipart';
import {
  access,
  AppError,
  fileDeletedReplySchema,
  fileDownloadParamsSchema,
  fileIdParamsSchema as fileIdParams,
  fileJobIdParamsSchema as jobIdParams,
  fileRenameBodySchema,
  isAppError,
  jobFileListReplySchema,
  jobFileReplySchema,
  jobsFilesBodySchema,
} from '@signshop/domain';
import type { onSendHookHandler } from 'fastify';
import type { App } from '../../platform/app-type.ts';
import { downloadResponse } from '../../platform/plugins/openapi-operations.ts';
import { StoredFileMissing } from '../../platform/storage/storage.ts';
import { contentDisposition } from '../../platform/pdf/pdf-reply.ts';
import {
  deleteJobFile,
  downloadName,
  getJobFile,
  listFilesOfJobs,
  listJobFiles,
  renameJobFile,
  saveUpload,
} from './files.service.ts';
import { withTypeFromBytes } from '../../platform/storage/served-type.ts';
import { malformedUpload } from './upload-room.ts';

const signedIn = { access: access.signedIn };

/**
 * An upload refused before its body was read (unknown or forbidden job, signed out, bad name, too
 * large) closes its connection after the answer: otherwise the unread body stalls the keep-alive
 * socket until shutdown, and reading it all just to throw it away could mean a gigabyte.
 */
const closeWhenBodyUnread: onSendHookHandler = async (request, reply) => {
  if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
};

/**
 * The parts of a multipart body; a body that cannot be parsed (no boundary, a broken part header,
 * cut off before its end) is a 400 saying so, not a server error. The plugin's own limit errors
 * already carry their 4xx status.
 */
async function* checkedParts<Part>(parts: AsyncIterable<Part>): AsyncGenerator<Part> {
  try {
    yield* parts;
  } catch (error) {
    throw isAppError(error) || isClientError(error) ? error : malformedUpload(error);
  }
}

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Job files: uploads stream to storage; a customer reaches its company's jobs only. */
export async function fileRoutes(app: App) {
  await app.register(multipart, { limits: { fileSize: app.config.fileMaxBytes, files: 1, fields: 5 } });

  app.get(
    '/api/file/:id',
    {
      config: signedIn,
      schema: { params: jobIdParams, response: { 200: jobFileListReplySchema } },
    },
    async (request) => ({ files: await listJobFiles(app.db, request.user!, request.params.id) }),
  );

  app.post(
    '/api/file/getQuotesFiles',
    {
      config: signedIn,
      schema: {
        body: jobsFilesBodySchema,
        response: { 200: jobFileListReplySchema },
      },
    },
    async (request) => ({ files: await listFilesOfJobs(app.db, request.user!, request.body.ids) }),
  );

  app.post(
    '/api/file/:id',
    {
      config: { access: access.fileUpload },
      onSend: closeWhenBodyUnread,
      schema: {
        description:
          'multipart/form-data: an optional `folder` field, then one `file`. Refused: an unverified account (403), ' +
          "a file past the company's storage quota (413), a disk down to its reserve (507).",
        params: jobIdParams,
        response: { 200: jobFileReplySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('VALIDATION_ERROR', 'Send the file as multipart/form-data.');
      let folder = '';
      for await (const part of checkedParts(request.parts())) {
        if (part.type === 'field') {
          if (part.fieldname === 'folder') folder = String(part.value).replace(/\/+$/, '');
          continue;
        }
        const file = await saveUpload(
          app.db,
          app.storage,
          request.user!,
          {
            quoteId: request.params.id,
            name: folder ? `${folder}/${part.filename}` : part.filename,
            content: part.file,
            tooLarge: () => part.file.truncated,
          },
          app.config,
        );
        return { file };
      }
      throw new AppError(
        'VALIDATION_ERROR',
        'No file was sent: the multipart/form-data body holds no file part.',
      );
    },
  );

  app.put(
    '/api/file/:id',
    {
      config: signedIn,
      schema: {
        params: fileIdParams,
        body: fileRenameBodySchema,
        response: { 200: jobFileReplySchema },
      },
    },
    async (request) => ({
      file: await renameJobFile(app.db, request.user!, request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/api/file/:id',
    {
      config: signedIn,
      schema: { params: fileIdParams, response: { 200: fileDeletedReplySchema } },
    },
    async (request) => deleteJobFile(app.db, app.storage, request.user!, request.params.id),
  );

  app.get(
    '/api/file/:fileId/:name',
    {
      config: signedIn,
      schema: {
        params: fileDownloadParamsSchema,
        response: {
          200: downloadResponse(
            'application/octet-stream',
            'The file, streamed as an attachment, typed by its first bytes: a PDF or an image (PNG, JPEG, GIF, WebP, TIFF), anything else application/octet-stream.',
          ),
        },
      },
    },
    async (request, reply) => {
      const row = await getJobFile(app.db, request.user!, request.params.fileId);
      const content = await app.storage.get(row.storage_key).catch((error: unknown) => {
        if (!(error instanceof StoredFileMissing)) throw error;
        request.log.error({ key: row.storage_key }, 'a job file is recorded but missing from storage');
        throw new AppError('NOT_FOUND', `The content of file ${row.id} is missing from storage.`);
      });
      const served = await withTypeFromBytes(content);
      return reply
        .type(served.type)
        .header('Content-Length', row.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition('attachment', downloadName(row)))
        .send(served.content);
    },
  );
}
