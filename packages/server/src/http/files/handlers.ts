// The files module's operation: downloading a chat file. Uploads arrive through the chat's
// send_message (multipart), which calls `storeUpload`.
import { defineOperations } from '../../contract/define.ts';
import { downloadFile } from '../../modules/files/download.ts';
import { FILES_MESSAGES as M } from '../../modules/files/messages.ts';

export const filesOperations = defineOperations({
  filesDownloadFile: {
    notFoundMessage: M.notFound,
    handler: async (ctx) =>
      downloadFile({ db: ctx.services.db, storage: ctx.services.files }, ctx.user.id, ctx.params.file_id),
  },
});
