/**
 * A file received with a multipart form, held in memory: what UploadInterceptor puts in `req.file`
 * for `@UploadedFile()` (the part of multer's file object the code reads).
 */
export interface ReceivedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}
