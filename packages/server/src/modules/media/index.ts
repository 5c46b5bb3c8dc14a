// What other modules may use of media: the store for uploaded images and documents, and reading an upload.
export { createMediaStorage, type MediaStorage } from './media.storage.ts';
export { readUploadedFile, type SniffedFile, sniffFile } from './media.upload.ts';
