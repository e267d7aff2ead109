import { UPLOAD_LIMITS } from '../contracts/limits';
import { fileTooLargeMessage as tooLarge } from '../contracts/rules/file';
import type { DetectedType } from './file-type';

/** What is uploaded, where it is kept, how large it may be and which types it may have. */
export type UploadKind = 'document' | 'receipt' | 'avatar';

interface UploadRule {
  folder: string;
  maxBytes: number;
  accepted: readonly DetectedType[];
  tooLarge: string;
  wrongType: string;
}

const IMAGES = ['png', 'jpeg', 'webp'] as const;
const IMAGE_MESSAGE = 'File must be a PNG, JPEG or WebP image';

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  document: {
    folder: 'documents',
    maxBytes: UPLOAD_LIMITS.document,
    accepted: [...IMAGES, 'pdf'],
    tooLarge: tooLarge(UPLOAD_LIMITS.document),
    wrongType: `${IMAGE_MESSAGE} or a PDF`,
  },
  receipt: {
    folder: 'receipts',
    maxBytes: UPLOAD_LIMITS.receipt,
    accepted: [...IMAGES, 'pdf'],
    tooLarge: tooLarge(UPLOAD_LIMITS.receipt),
    wrongType: `${IMAGE_MESSAGE} or a PDF`,
  },
  avatar: { folder: 'avatars', maxBytes: UPLOAD_LIMITS.avatar, accepted: IMAGES, tooLarge: tooLarge(UPLOAD_LIMITS.avatar), wrongType: IMAGE_MESSAGE },
};
