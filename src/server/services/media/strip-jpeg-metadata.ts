// Removes metadata from a JPEG without re-encoding it: the EXIF (GPS, camera, times),
// XMP and IPTC segments, comments, and anything after the end of the image (phones
// append extra pictures there, each with its own EXIF). Only segments the decoder
// needs survive: JFIF (APP0), the colour profile (APP2 ICC_PROFILE), Adobe (APP14)
// and the image's own tables and data. Re-encoding a 12-megapixel photo costs
// hundreds of milliseconds; this costs microseconds.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;

function keepSegment(marker: number, payload: Buffer): boolean {
  if (marker === APP0 || marker === APP14) return true;
  if (marker === APP2) return payload.subarray(0, 12).toString("latin1") === "ICC_PROFILE\0";
  // Every other APPn (EXIF, XMP, IPTC, maker data) and COM go.
  if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) return false;
  return true;
}

/** The JPEG without metadata, or null when the bytes are not a JPEG this parser understands. */
export function stripJpegMetadata(jpeg: Buffer): Buffer | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== SOI) return null;
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = jpeg.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > jpeg.length) return null;
    const segment = jpeg.subarray(at, at + 2 + length);
    if (marker === SOS) {
      // Entropy-coded data follows; the first FF D9 after it ends the image (FF in data is stuffed or a restart marker).
      const end = findEndOfImage(jpeg, at + 2 + length);
      if (end === -1) return null;
      parts.push(jpeg.subarray(at, end + 2));
      return Buffer.concat(parts);
    }
    if (keepSegment(marker, segment.subarray(4))) parts.push(segment);
    at += 2 + length;
  }
  return null;
}

function findEndOfImage(jpeg: Buffer, from: number): number {
  let at = jpeg.indexOf(0xff, from);
  while (at !== -1 && at + 1 < jpeg.length) {
    if (jpeg[at + 1] === EOI) return at;
    at = jpeg.indexOf(0xff, at + 1);
  }
  return -1;
}
