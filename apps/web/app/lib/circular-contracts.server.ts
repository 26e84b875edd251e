// The circular pages' API answers' contracts by name (lib/circular-api.ts), checked by loaders;
// the browser's scripts carry neither zod nor these schemas (docs/performance.md).
import {
  rentalAvailabilitySchema,
  rentalBookingSchema,
  rentalItemsResponseSchema,
  rentalStaffDaySchema,
  secondHandItemSchema,
  secondHandListResponseSchema,
} from "@polku/domain";
import type { ContractResult } from "./api";

export const circularContracts = {
  rentalAvailability: rentalAvailabilitySchema,
  rentalBooking: rentalBookingSchema,
  rentalItemsResponse: rentalItemsResponseSchema,
  rentalStaffDay: rentalStaffDaySchema,
  secondHandItem: secondHandItemSchema,
  secondHandListResponse: secondHandListResponseSchema,
};

export type CircularContracts = typeof circularContracts;

export function checkCircularContract(contract: keyof CircularContracts, body: unknown): ContractResult {
  const parsed = circularContracts[contract].safeParse(body);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issues: parsed.error.issues };
}
