import sharp from 'sharp';
import { VISIT_PHOTO_TYPES } from '@autospa/contract';

// A visit's proof photo: recognised by its first bytes (not the name or the declared type), then turned upright,
// made at most 1280 px on its long side and stored as a JPEG.

export type VisitPhotoType = (typeof VISIT_PHOTO_TYPES)[number];
export const PHOTO_LONG_SIDE = 1280;
/** A photo whose pixels would not fit in memory is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type its bytes show, or undefined for anything else. */
export function detectPhoto(bytes: Buffer): VisitPhotoType | undefined {
  if (bytes.subarray(0, 3).equals(JPEG)) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

export interface StoredPhoto {
  contentType: 'image/jpeg';
  width: number;
  height: number;
  bytes: Buffer;
}

/** The photo as stored; undefined when the bytes do not decode as an image. */
export async function toStoredPhoto(bytes: Buffer): Promise<StoredPhoto | undefined> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { contentType: 'image/jpeg', width: info.width, height: info.height, bytes: data };
  } catch {
    return undefined;
  }
}
