// All product kinds, by key.
import { CLOTHING_KINDS } from "./kinds-clothing";
import { FOOTWEAR_KINDS } from "./kinds-footwear";
import { OUTDOOR_KINDS } from "./kinds-outdoor";
import { SNOW_KINDS } from "./kinds-snow";
import type { ProductKind } from "./kinds";

export const KINDS: ProductKind[] = [...CLOTHING_KINDS, ...FOOTWEAR_KINDS, ...SNOW_KINDS, ...OUTDOOR_KINDS];
export const KIND_BY_KEY = new Map(KINDS.map((kind) => [kind.key, kind]));
