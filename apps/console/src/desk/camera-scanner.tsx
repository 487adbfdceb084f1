import { DeskText } from '@citybook/contract/redemption';
import { useEffect, useRef } from 'react';
import { codeFromScan } from './code-from-scan.ts';
import { frameReader } from './qr-decoder.ts';
import styles from './desk.module.css';

/** How often a frame is read: often enough to feel instant, rarely enough for a small phone. */
const READ_EVERY_MS = 200;

/**
 * MERCHANT-4: the back camera, read until a frame holds a verification code; the camera is
 * released as soon as the scanner closes.
 */
export function CameraScanner(props: { onCode: (code: string) => void; onFailure: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { onCode, onFailure } = props;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = stream;
        await video.play();
        const read = await frameReader();
        const tick = async () => {
          if (stopped) return;
          const code = codeFromScan((await read(video).catch(() => undefined)) ?? '');
          if (stopped) return;
          if (code) onCode(code);
          else timer = setTimeout(() => void tick(), READ_EVERY_MS);
        };
        await tick();
      } catch {
        if (!stopped) onFailure();
      }
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode, onFailure]);

  return (
    <div className={styles.scanner}>
      <video
        ref={videoRef}
        className={styles.video}
        muted
        playsInline
        aria-label={DeskText.scanHint}
      />
      <p>{DeskText.scanHint}</p>
    </div>
  );
}
