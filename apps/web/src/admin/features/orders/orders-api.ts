import {
  AdminOrderBoardSchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  AdminRefundsSchema,
  type AdminOrder,
  type AdminOrderMoveRequest,
  type AdminRefundRequest,
} from '@selvedge/contract/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE, ApiRequestError, callApi } from '../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { adminRequest, idempotencyKey, queryString } from '../../lib/admin-api';
import { listParams, type OrderListView } from './order-list-query';

/** The workroom's calls: the list, the board, one order and its moves, its refunds and its fit pictures. */

const ordersKey = ['admin', 'orders'] as const;
const orderKey = (number: string) => [...ordersKey, 'one', number] as const;
const refundsKey = (number: string) => [...ordersKey, 'refunds', number] as const;

/** A page of orders as the URL asks for it; the page shown stays while the next one loads. */
export function useOrderList(view: OrderListView) {
  const search = queryString(listParams(view));
  return useQuery({
    queryKey: [...ordersKey, 'list', search],
    queryFn: ({ signal }) => adminRequest(`/orders${search}`, AdminOrderListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderBoard() {
  return useQuery({
    queryKey: [...ordersKey, 'board'],
    queryFn: ({ signal }) => adminRequest('/orders/board', AdminOrderBoardSchema, { signal }),
  });
}

export function useAdminOrder(number: string) {
  return useQuery({
    queryKey: orderKey(number),
    queryFn: ({ signal }) => adminRequest(`/orders/${encodeURIComponent(number)}`, AdminOrderSchema, { signal }),
    // A missing order is final; no answer at all is tried once more.
    retry: (failures, error) => !(error instanceof ApiRequestError) && failures < 1,
  });
}

/** Moves the order or one piece from the version shown; the answer is the order as it now is. */
export function useMoveOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: AdminOrderMoveRequest) =>
      adminRequest(`/orders/${encodeURIComponent(number)}/moves`, AdminOrderSchema, { method: 'POST', body: move }),
    onSuccess: (order: AdminOrder) => {
      queryClient.setQueryData(orderKey(number), order);
    },
    // Moved or refused, the lists and the board are read again; a refused move reads the order again too.
    onSettled: async (_order, error) => {
      await queryClient.invalidateQueries({ queryKey: ordersKey, predicate: (query) => error !== null || query.queryKey[2] !== 'one' });
    },
  });
}

export function useRefunds(number: string) {
  return useQuery({
    queryKey: refundsKey(number),
    queryFn: ({ signal }) => adminRequest(`/orders/${encodeURIComponent(number)}/refunds`, AdminRefundsSchema, { signal }),
  });
}

/** One press of the refund button: its own Idempotency-Key, so a retried request is one refund. */
export function useRefund(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) =>
      adminRequest(`/orders/${encodeURIComponent(number)}/refunds`, AdminRefundsSchema, {
        method: 'POST',
        body,
        headers: idempotencyKey(),
      }),
    onSuccess: (refunds) => queryClient.setQueryData(refundsKey(number), refunds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsKey(number) }),
  });
}

/**
 * A fit picture's bytes, read with the staff token (an `<img src>` could not carry it). Only the
 * back office's own picture addresses are fetched, so the token never leaves for another address.
 */
async function staffFile(address: string, signal: AbortSignal): Promise<Blob> {
  if (!address.startsWith(`${API_BASE}/admin/orders/`)) throw new ApiRequestError(0, 'bad_address', 'This file is not the shop’s.');
  const token = readStorage(STORAGE_KEYS.staffToken);
  const response = await fetch(address, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', `The shop answered ${response.status}.`);
  return response.blob();
}

export function useFitPictureFile(address: string, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'fit-picture', address],
    queryFn: ({ signal }) => staffFile(address, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** What the order page needs of the catalogue's configuration: each style group's options and their pictures. */
const StylePicturesSchema = z.object({
  products: z.record(
    z.string(),
    z.looseObject({
      styles: z.record(
        z.string(),
        z.looseObject({ name: z.string(), options: z.array(z.looseObject({ value: z.string(), image: z.string() })) }),
      ),
    }),
  ),
});

/**
 * Style group name → option name → picture address, per product type. From the public
 * configuration, asked at its plain address (the back office's page names no version) and checked
 * with the server each time the page asks (its ETag), so a picture published a minute ago is the
 * one shown: a browser would otherwise keep the plain address's answer for an hour.
 */
export type StylePictures = ReadonlyMap<string, string>;

export const stylePictureKey = (productType: string, group: string, option: string) => `${productType}\u0000${group}\u0000${option}`;

const noCaller = { token: () => null, onTokenExpired: () => undefined };

export function useStylePictures() {
  return useQuery({
    queryKey: ['admin', 'style-pictures'],
    queryFn: async ({ signal }): Promise<StylePictures> => {
      const config = await callApi(
        '/contentful-plain/products/config?cc=SGD',
        StylePicturesSchema,
        { signal, cache: 'no-cache' },
        noCaller,
      );
      const pictures = new Map<string, string>();
      for (const [productType, product] of Object.entries(config.products)) {
        for (const group of Object.values(product.styles)) {
          for (const option of group.options) pictures.set(stylePictureKey(productType, group.name, option.value), option.image);
        }
      }
      return pictures;
    },
    staleTime: 60 * 60 * 1000,
  });
}
