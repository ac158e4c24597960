import { ACCEPTED_IMAGE_TYPES } from '@fpl-assistant/engine/app';
import { type DragEvent, useId, useState } from 'react';

/** Drag and drop or pick a file; the <label> makes the whole area a keyboard-reachable file picker. */
export function Dropzone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const id = useId();
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <label
      htmlFor={id}
      className={`up-dropzone${over ? ' is-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <span className="up-dropzone-icon" aria-hidden="true">
        ⬆
      </span>
      <span className="up-dropzone-title">Drag and drop your screenshot here</span>
      <span className="up-muted">or click to choose a file</span>
      <span className="up-muted up-small">PNG, JPG, JPEG or WebP, up to 10MB</span>
      <input
        id={id}
        className="up-file-input"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
