// The uploads module as other modules use it: where files are stored, how an image is
// re-encoded, and what a file's first bytes say it is.
export { isPdf, sniffImage } from './file-sniff';
export { ImageProcessor } from './image-processor';
export { UploadStore, uploadsDir, urlOf } from './upload-store';
