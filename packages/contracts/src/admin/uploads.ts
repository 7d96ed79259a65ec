import { z } from 'zod';

// Images staff upload for the catalogue and content.

export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const uploadedImageSchema = z.strictObject({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
