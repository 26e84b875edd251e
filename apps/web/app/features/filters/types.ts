// The contract between a product grid page (group, brand, search) and the filters modal
// (spec 02 §2 "Filters modal", §5 "Filters"). The page owns the list and the address; the
// modal shows the options with counts and reports the next filter state.
import type { FilterState, ProductGroupNode, ProductListItem, ResourcesResponse } from "@polku/domain";

/** Reference data the options are named from (spec 02 §3 "Reference data"). */
export type FilterReference = Pick<ResourcesResponse, "colors" | "propertyTypes" | "propertyFilters" | "propertyOptions"> & {
  stores: Pick<ResourcesResponse["stores"][number], "slug" | "name" | "type">[];
};

export interface FiltersModalProps {
  /** Every product of the page before filtering (the whole group, brand or search result). */
  items: readonly ProductListItem[];
  /** The filter state read from the address. */
  state: FilterState;
  /** Called with the next state; the page writes it to the address (debouncing is the modal's). */
  onChange: (next: FilterState) => void;
  onClose: () => void;
  /**
   * Shown as the column beside the grid (desktop, issue 12) instead of the modal: the same
   * sections under a heading, no footer button.
   */
  inline?: boolean;
  /** Group filter options: the subtree under this group (the group page), or every group. */
  groupRoot: ProductGroupNode | null;
  /** Every top-level product group, for naming group options outside a group page. */
  productGroups: readonly ProductGroupNode[];
  /** Property slugs the group allows as dynamic filters (product group filterable_properties); null = all. */
  filterableProperties: readonly string[] | null;
  reference: FilterReference;
}
