// The files of one photo: the original, its 400 px thumbnail (both written at upload), and the
// copy scaled for the signed PDFs (written by the first PDF that shows the photo). Whatever
// removes a photo's files (deleting it, deleting its checklist item, the retention run) removes
// every key named here, so no derived copy outlives its original.

/** The long side of a photo in a PDF: about 280 dpi in a half-page-wide box, damage shows. */
export const PDF_PHOTO_EDGE = 1000;

/** The PDF-sized copy of a photo: next to its original, named for its size. */
export const pdfCopyKey = (storageKey: string): string =>
  `${storageKey.replace(/\.[a-z]+$/, "")}-pdf${PDF_PHOTO_EDGE}.jpg`;

/** Every key a photo may have in storage (deleting one that was never written is no error). */
export const mediaFileKeys = (media: { storageKey: string; thumbnailKey: string }): string[] => [
  media.storageKey,
  media.thumbnailKey,
  pdfCopyKey(media.storageKey),
];
