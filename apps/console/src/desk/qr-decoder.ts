/*
 * Reading a QR code from the camera (MERCHANT-4; ADR 0049): the platform's BarcodeDetector where it
 * reads QR codes (Chromium on Android, macOS, ChromeOS), else jsQR, loaded only then: it is not
 * part of the desk's first download.
 */

/** Reads the QR code in a video frame, if there is one. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | undefined>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
  if (!formats.includes('qr_code')) return undefined;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue;
}

/** jsQR on an image's RGBA pixels: the fallback's decoding, apart from the camera. */
export async function decodeRgba(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | undefined> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data;
}

function libraryReader(): FrameReader {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || width === 0 || height === 0) return undefined;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return decodeRgba(context.getImageData(0, 0, width, height).data, width, height);
  };
}

export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? libraryReader();
}
