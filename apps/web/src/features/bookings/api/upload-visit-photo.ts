import { api } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// POST /tor/upload-visit-photo?bookingId= (the assigned Employee or the Admin): the proof photo of a plan visit, as
// the raw request body with the file's own Content-Type (issue 20).
export async function uploadVisitPhoto({ bookingId, file }: { bookingId: string; file: Blob }): Promise<{ message: string }> {
  return (await apiRequest<{ message: string }>(api.uploadVisitPhoto, { method: 'POST', query: { bookingId }, body: file })).data;
}

export function useUploadVisitPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVisitPhoto,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.plans }),
      ]),
  });
}
