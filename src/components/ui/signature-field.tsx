"use client";
import { Eraser } from "lucide-react";
import SignaturePad from "signature_pad";
import { useEffect, useId, useRef } from "react";
import { Button } from "./button";

type Props = {
  label: string;
  /** Called with a PNG data URL after each stroke, or null when cleared. */
  onChange: (png: string | null) => void;
  error?: string;
};

/** A signature pad that works with a finger, a stylus or a mouse; exported as PNG. */
export function SignatureField({ label, onChange, error }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  const id = useId();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, {
      backgroundColor: "rgb(255,255,255)",
      penColor: "#0f172a",
      minWidth: 1,
      maxWidth: 3,
    });
    padRef.current = pad;
    // The canvas keeps its drawing buffer at device pixels so strokes stay sharp on phones.
    const resize = () => {
      const data = pad.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const ended = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
    pad.addEventListener("endStroke", ended);
    return () => {
      observer.disconnect();
      pad.removeEventListener("endStroke", ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <div className="space-y-1.5">
      <div className="flex items-end justify-between gap-2">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <Button type="button" variant="ghost" onClick={clear} className="min-h-11">
          <Eraser className="size-4" aria-hidden />
          Clear
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="block h-44 w-full touch-none rounded-lg bg-white ring-1 ring-slate-300"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        Sign with your finger, or hold the mouse button down and draw.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
