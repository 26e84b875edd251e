// Line icons drawn for the shop (24 px grid, currentColor). Decorative: the control that holds
// one carries the accessible name.
import type { SVGProps } from "react";

function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Icon>
);

export const AccountIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
  </Icon>
);

export const CartIcon = () => (
  <Icon>
    <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon width="16" height="16">
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ChevronRightIcon = () => (
  <Icon width="20" height="20">
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const ChevronLeftIcon = () => (
  <Icon width="20" height="20">
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const ArrowRightIcon = () => (
  <Icon width="18" height="18">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

/** The wishlist heart; `filled` when the product is saved. */
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <Icon fill={filled ? "currentColor" : "none"}>
    <path d="M12 20.5s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.8-7.5 10.2-7.5 10.2Z" />
  </Icon>
);

export const ThumbUpIcon = () => (
  <Icon>
    <path d="M7 10v10H4V10h3Zm0 0 4-7a2 2 0 0 1 2.7 2.3L13 10h5.3a2 2 0 0 1 2 2.4l-1.4 6A2 2 0 0 1 17 20H7" />
  </Icon>
);

export const ThumbDownIcon = () => (
  <Icon>
    <path d="M7 14V4H4v10h3Zm0 0 4 7a2 2 0 0 0 2.7-2.3L13 14h5.3a2 2 0 0 0 2-2.4l-1.4-6A2 2 0 0 0 17 4H7" />
  </Icon>
);
