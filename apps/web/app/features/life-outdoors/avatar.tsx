// A blogger's initials on a disc: the demo bloggers have no photographs, and the name stays
// readable at any size (the name itself is always written beside it, so this is decoration).
import styles from "./editorial.module.css";

export function Avatar({ name, large = false }: { name: string; large?: boolean }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
  return (
    <span className={large ? styles.avatarLarge : styles.avatar} aria-hidden="true">
      {initials}
    </span>
  );
}
