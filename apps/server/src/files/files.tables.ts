export interface UploadedFileTable {
  name: string;
  ownerUserId: number | null;
  mimeType: string;
  size: number;
  isPrivate: number;
  createTime: string;
}

/** Uploaded files. Columns and timestamps as db/schema.ts says. */
export interface FilesTables {
  uploadedFile: UploadedFileTable;
}
