// The uploads module as other modules use it: where files are stored, how an image is
// re-encoded, what a file's first bytes say it is, how an image is checked and a multipart
// form of the admin area is read.
export { isPdf, sniffImage } from './file-sniff';
export { ImageProcessor } from './image-processor';
export { PDF_REFUSALS, pdfProblem, type PdfProblem } from './pdf-check';
export type { ImageTarget } from './image-processor';
export { DatabaseFileStore, urlOf, type FileStore } from './upload-store';
export { fileStore, fileStoreProblem } from './file-store';
export { importUploadsFolder, type NamedPut } from './uploads-import';
export { checkImage, IMAGE_TOO_LARGE, refuseFile, removeQuietly } from './image-check';
export { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, IMAGE_MIN } from './image-limits';
export { readMultipartForm, type FileSpec, type MultipartForm } from './multipart-form';
