import { useEffect, useRef, useState } from 'react';
import { useMyVehicles } from '../api/get-my-vehicles';
import type { BookDraft } from './book-draft';
import { STEPS, type StepKey } from './steps';

export type StepStates = Record<StepKey, 'open' | 'done' | 'locked'>;

/**
 * Which step is open: the first one not done, unless the customer went back to change one. A customer's first
 * saved car (with its type) is taken when nothing is chosen yet, so it starts at the service.
 */
export function useBookFlow(draft: BookDraft, update: (change: Partial<BookDraft>) => void, signedIn: boolean) {
  const [editing, setEditing] = useState<StepKey | null>(null);
  const vehicles = useMyVehicles(signedIn);
  const saved = vehicles.data;

  useEffect(() => {
    if (!saved) return;
    // A car of another account (the draft outlived a sign-out and in) is dropped.
    if (draft.vehicleId && !saved.some((v) => v._id === draft.vehicleId))
      return update({ vehicleId: '', plate: '', categoryName: '', subName: '', time: '' });
    const first = saved[0];
    // Taken only when complete: a car without a subcategory is asked for it in the car step first.
    if (!first?.category || !first.subCategory || draft.vehicleId || draft.plate) return;
    update({ vehicleId: first._id, plate: first.plate, categoryName: first.category.name, subName: first.subCategory?.subName ?? '' });
  }, [saved, draft.vehicleId, draft.plate, update]);

  const done: Record<StepKey, boolean> = {
    vehicle: signedIn ? draft.vehicleId !== '' : draft.plate !== '' && draft.categoryName !== '',
    service: draft.serviceName !== '',
    time: draft.date !== '' && draft.time !== '',
    review: false,
  };
  const firstOpen = STEPS.find((k) => !done[k]) ?? 'review';
  const open = editing ?? firstOpen;
  const states = Object.fromEntries(
    STEPS.map((k, i) => {
      if (k === open) return [k, 'open'];
      const reachable = STEPS.slice(0, i).every((before) => done[before]);
      return [k, k !== 'review' && done[k] && reachable ? 'done' : 'locked'];
    }),
  ) as StepStates;

  // The opened step's heading takes focus (keyboard and screen reader users land there) and scrolls into view.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    const heading = document.getElementById(`book-${open}-heading`);
    heading?.focus({ preventScroll: true });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading?.closest('section')?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [open]);

  const go = (step: StepKey | null) => {
    moved.current = true;
    setEditing(step);
  };
  return { states, open, edit: (step: StepKey) => go(step), next: () => go(null), hold: (step: StepKey) => setEditing(step) };
}
