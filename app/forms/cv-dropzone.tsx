import { useEffect, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { controlProps, ErrorList, FieldHint, RequiredMark } from "./field";
import { checkCvFiles, cvAccept, cvMaxSize } from "./model/file-checks";

/** `ref` reaches the native file input, for react-hook-form's focus; `error` is the form's (no CV yet). */
type CvDropzoneProps = {
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
  error?: string;
  id: string;
};

const cvHint = `One .pdf, .doc or .docx file, up to ${cvMaxSize}.`;

const zoneStates = {
  idle: "border-ink-muted/70 bg-surface hover:border-brand-500 hover:bg-brand-50",
  active: "border-brand-500 bg-brand-50",
  accept: "border-brand-600 bg-brand-100",
  reject: "border-red-700 bg-red-50",
};

/** A native file input keyboards and screen readers use directly, a drop the extra; a refused choice keeps the file. */
export function CvDropzone({ value, onChange, onBlur, ref, error, id }: CvDropzoneProps) {
  const [rejections, setRejections] = useState<string[]>([]);
  const [notice, setNotice] = useState("");
  const input = useRef<HTMLInputElement | null>(null);
  /** The file last chosen here; any other value came from the draft (a reload, a reopening). */
  const taken = useRef<File | null>(null);

  async function take(files: File[]) {
    // Emptied so that choosing the same file again (after Remove) still reports a change.
    if (input.current) input.current.value = "";
    const problems = await checkCvFiles(files);
    setRejections(problems);
    setNotice("");
    const [file] = files;
    if (problems.length === 0 && file) {
      taken.current = file;
      onChange(file);
    }
  }

  const { getRootProps, getInputProps, inputRef, isDragActive, isDragAccept, isDragReject } = useDropzone({
    // No sizes: a drag does not know them, and every file dropped goes through checkCvFiles.
    accept: cvAccept,
    multiple: false,
    // The input itself takes focus and keys; the zone is only a larger pointer and drop target.
    noKeyboard: true,
    onDrop: (accepted, rejected) => void take([...accepted, ...rejected.map((rejection) => rejection.file)]),
    // A file dialog closed without a choice (seen 300 ms after the window regains focus) changes nothing.
    onFileDialogCancel: () => setNotice(value ? `No new file chosen. Still attached: ${value.name}` : ""),
  });

  // A file chosen in the prerendered form before this code came: its change is replayed, for the same checks.
  useEffect(() => {
    const element = input.current;
    if (element?.files && element.files.length > 0) element.dispatchEvent(new Event("change", { bubbles: true }));
  }, []);

  // A draft's file goes into the input too, for a post made by the browser itself; one chosen here stays out.
  const previous = useRef<File | null>(null);
  useEffect(() => {
    const element = input.current;
    const removed = previous.current !== null && !value;
    previous.current = value;
    if (!element) return;
    if (removed) {
      taken.current = null;
      if (element.files?.length) element.value = "";
    } else if (value && value !== taken.current && !element.files?.length && typeof DataTransfer !== "undefined") {
      const transfer = new DataTransfer();
      transfer.items.add(value);
      element.files = transfer.files;
    }
  }, [value]);

  const state = isDragReject ? "reject" : isDragAccept ? "accept" : isDragActive ? "active" : "idle";
  const errors = rejections.length > 0 ? rejections : error ? [error] : [];

  function remove() {
    onChange(null);
    setRejections([]);
    setNotice("CV removed.");
    input.current?.focus();
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        CV
        <RequiredMark />
      </label>
      <FieldHint id={id} hint={cvHint} />
      <div
        {...getRootProps({
          className: cn(
            "flex cursor-pointer flex-col items-center gap-2 rounded-card border-2 border-dashed px-5 py-7 text-center transition-colors has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-3 has-[input:focus-visible]:outline-accent-500",
            zoneStates[state],
            errors.length > 0 && state === "idle" && "border-red-700",
          ),
        })}
      >
        <input
          // Not react-dropzone's zero-size, "file upload"-named input: sr-only, focusable, named by its label.
          {...getInputProps({ "aria-label": undefined, style: undefined, tabIndex: 0, onBlur })}
          {...controlProps(id, true, cvHint, errors[0])}
          // What a post made without script sends: the field's wire name, and the browser's own checks.
          name="cv"
          required
          className="sr-only"
          ref={(element) => {
            inputRef.current = element as HTMLInputElement;
            input.current = element;
            ref(element);
          }}
        />
        <Icon name="upload" className="size-7 text-brand-700" />
        <p className="text-base text-ink">
          {state === "reject"
            ? "This file cannot be used: .pdf, .doc or .docx only"
            : isDragActive
              ? "Drop your CV to attach it"
              : "Drag and drop your CV here, or"}
        </p>
        {!isDragActive && (
          <span className="rounded-full border-2 border-brand-900 px-4 py-1.5 text-sm font-semibold text-brand-900">
            Choose a file
          </span>
        )}
      </div>
      <div aria-live="polite">
        <ErrorList id={`${id}-error`} errors={errors} />
      </div>
      {/* Always rendered (like the errors above), so screen readers announce the file name as it changes. */}
      <div className={cn("flex items-center gap-3", value && "rounded-xl bg-brand-50 px-4 py-2.5")}>
        {value && <Icon name="file-text" className="size-5 shrink-0 text-brand-700" />}
        <p role="status" className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
          {value ? `Uploaded: ${value.name}` : ""}
        </p>
        {value && (
          <button
            type="button"
            onClick={remove}
            aria-label={`Remove ${value.name}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-900 hover:bg-brand-100"
          >
            <Icon name="x" className="size-4" />
            Remove
          </button>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {notice}
      </p>
    </div>
  );
}
