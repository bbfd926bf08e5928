// How a photo is made smaller on the phone before upload (components/reports/prepare-photo.ts
// in the staff app; the hirer's self-inspection page runs the same steps in its own script): at
// most 2,560 px on its long side, JPEG at quality 0.85; a photo already within that and under
// 1.5 MB goes as it is; HEIC is always converted.
export const MAX_SIDE = 2560;
export const JPEG_QUALITY = 0.85;
export const SMALL_ENOUGH = 1.5 * 1024 * 1024;
export const CONVERT = /^image\/(heic|heif)$/;
/** What can be made smaller: the stored types (and HEIC, always converted). */
export const SHRINKABLE = /^image\/(jpeg|png|webp)$/;
