// What the chat (send_message, session deletion) and the account's downloads use of the files module.
export { createFileStorage } from './create-storage.ts';
export { contentDisposition } from './download.ts';
export {
  type Extraction,
  type ExtractionOptions,
  extractFromBytes,
  extractFromFile,
  extractionQueueFull,
  extractStoredFile,
} from './extract/index.ts';
export { ACCEPTED_EXTENSIONS, type FileKind, IMAGE_KINDS, MEDIA_TYPES } from './file-types.ts';
export { FILES_MESSAGES } from './messages.ts';
export {
  type Chunk,
  chunkText,
  extractiveSummary,
  selectRelevantChunks,
} from './passages.ts';
export { assertDocumentAnalysisAllowed, documentAnalysisAllowed } from './plan-rule.ts';
export {
  INLINE_RANKING_CHARS,
  type PassagesJob,
  type PassagesResult,
  rankInWorker,
  rankPassages,
} from './ranking.ts';
export {
  attachFilesToMessage,
  deleteSessionFiles,
  type FileRow,
  findOwnedFile,
  latestReadFiles,
  type ReadFile,
  saveExtractedText,
} from './repository.ts';
export type { FileStorage } from './storage.ts';
export {
  commitUpload,
  discardUpload,
  MAX_UPLOAD_BYTES,
  type SpooledUpload,
  type StoredUpload,
  spoolUpload,
  storeUpload,
  type UploadInput,
} from './upload.ts';
