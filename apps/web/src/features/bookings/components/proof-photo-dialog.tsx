import { MAX_VISIT_PHOTO_BYTES, planMessages, VISIT_PHOTO_TYPES, type BookingView } from '@autospa/contract';
import { Camera } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUploadVisitPhoto } from '../api/upload-visit-photo';
import { bookingTexts } from './booking-texts';

type ProofPhotoDialogProps = {
  booking: BookingView | null;
  onClose: () => void;
  /** Called once the photo is saved: the job is then completed. */
  onUploaded: (booking: BookingView) => void;
  completing: boolean;
};

/** Why a plan visit's Complete asks for a photo first, said on the job itself. */
export const PHOTO_NOTE = planMessages.photoRequired;

/** Whether completing this job needs a proof photo first (a plan visit without one). */
export const needsPhoto = (b: BookingView) => b.planVisit !== null && !b.planVisit.hasPhoto;

function problemOf(file: File): string | null {
  if (!(VISIT_PHOTO_TYPES as readonly string[]).includes(file.type)) return planMessages.badPhoto;
  if (file.size > MAX_VISIT_PHOTO_BYTES) return planMessages.photoTooLarge;
  return null;
}

// Issue 20: a plan visit is completed with a photo of the car: take it (the phone's back camera), see it, upload,
// then the job is completed.
export function ProofPhotoDialog({ booking, onClose, onUploaded, completing }: ProofPhotoDialogProps) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && !completing && onClose()}>
      {booking && (
        <DialogContent title={`Photo of ${booking.carNo.join(', ')}`} description={PHOTO_NOTE} size="sm">
          <ProofPhotoForm key={booking._id} booking={booking} onUploaded={onUploaded} completing={completing} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ProofPhotoForm({
  booking,
  onUploaded,
  completing,
}: Omit<ProofPhotoDialogProps, 'onClose' | 'booking'> & { booking: BookingView }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadVisitPhoto();
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const busy = upload.isPending || completing;
  const send = () => {
    if (!file) return;
    setError(null);
    upload.mutate(
      { bookingId: booking._id, file },
      { onSuccess: () => onUploaded(booking), onError: (err) => setError(errorMessage(err, bookingTexts.failedPhoto)) },
    );
  };
  return (
    <div className="space-y-4">
      <FormAlert message={error} />
      <div>
        <label
          htmlFor={inputId}
          className="flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-base font-semibold text-navy hover:bg-slate-50 has-[:focus-visible]:outline-2"
        >
          <Camera aria-hidden="true" className="size-5" />
          {file ? 'Take another photo' : 'Take photo'}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              const problem = picked && problemOf(picked);
              setError(problem);
              setFile(problem ? null : picked);
              if (problem || !picked) setPreview(null);
            }}
          />
        </label>
      </div>
      {preview && <img src={preview} alt="The photo to upload" className="max-h-64 w-full rounded-lg object-contain" />}
      {busy && (
        <div role="status" className="space-y-1 text-sm text-slate-700">
          <progress className="h-2 w-full accent-teal" aria-label={upload.isPending ? 'Uploading photo' : 'Completing'} />
          <p>{upload.isPending ? 'Uploading photo...' : 'Completing...'}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button className="h-12 text-base" disabled={!file || busy} onClick={send}>
          {busy && <Spinner />}
          Upload and complete
        </Button>
      </div>
    </div>
  );
}
