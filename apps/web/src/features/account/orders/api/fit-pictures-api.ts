import { FitPictureUploadAnswerSchema, type FitPictureUploadAnswer, type Order } from '@selvedge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { apiFile } from '../../../../lib/api-file';
import { orderQueryKey, retryUnreachable, withAccessKey } from './orders-api';

/**
 * Fit pictures of one order: sending them (SPEC §7 `POST /shopify/orders/{number}/upload`, multipart)
 * and reading them back. A picture's address needs the caller's access (the session's Bearer token,
 * or the `?key=` the address carries), so pictures are fetched as blobs rather than linked.
 */

export interface FitPicturesSubmission {
  /** firstName, lastName, orderNumber, comments and the `files`. */
  form: FormData;
  /** One per submission: a retry or a second press of the same one sends the pictures once. */
  idempotencyKey: string;
}

const uploadFitPictures = (number: string, key: string | null, { form, idempotencyKey }: FitPicturesSubmission) =>
  apiRequest(withAccessKey(`/shopify/orders/${encodeURIComponent(number)}/upload`, key), FitPictureUploadAnswerSchema, {
    method: 'POST',
    body: form,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Sends pictures; the order on screen takes the new upload at once, then is read again. */
export function useUploadFitPictures(number: string, key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: FitPicturesSubmission) => uploadFitPictures(number, key, submission),
    onSuccess: async (answer: FitPictureUploadAnswer) => {
      queryClient.setQueryData<Order>(orderQueryKey(number, key), (order) =>
        order && !order.fitPictures.some((upload) => upload.id === answer.upload.id)
          ? { ...order, fitPictures: [...order.fitPictures, answer.upload] }
          : order,
      );
      await queryClient.invalidateQueries({ queryKey: orderQueryKey(number, key) });
    },
  });
}

/** A picture's bytes (its thumbnail or the picture itself), by the address the order gave; kept while the page lives. */
export function useFitPictureFile(address: string, enabled = true) {
  return useQuery({
    queryKey: ['fit-picture', address],
    queryFn: ({ signal }) => apiFile(address, { signal }),
    enabled,
    staleTime: Infinity,
    retry: retryUnreachable,
  });
}
