// Mobile menu panel (spec 01 §2, below 900 px): full height, the three menu levels in place.
// The modal base locks page scroll while it is open; any navigation closes it.
import type { ProductGroupNode } from "@polku/domain";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Modal } from "../../components/ui/modal";
import { useT } from "../../lib/i18n";
import { deriveMenuView } from "../menu/menu-levels";
import { MenuView, type LevelTarget } from "../menu/menu-view";
import styles from "./shell.module.css";

export function MobileMenu({ groups, onClose }: { groups: ProductGroupNode[]; onClose: () => void }) {
  const t = useT();
  const location = useLocation();
  const [target, setTarget] = useState<LevelTarget | null>(null);
  const [direction, setDirection] = useState<"forward" | "back">("forward");
  const [openedAt] = useState(location.key);

  useEffect(() => {
    if (location.key !== openedAt) onClose();
  }, [location.key, openedAt, onClose]);

  const view =
    deriveMenuView(groups, target?.group.slug, target?.child ? `?${encodeURIComponent(target.child.slug)}` : "") ??
    deriveMenuView(groups, undefined, "")!;

  function open(next: LevelTarget | null) {
    const depth = (value: LevelTarget | null) => (value ? (value.child ? 3 : 2) : 1);
    setDirection(depth(next) < depth(target) ? "back" : "forward");
    setTarget(next);
  }

  return (
    <Modal title={t("menu.title")} onClose={onClose} position="left" className={styles.mobileMenu}>
      <MenuView view={view} onOpenLevel={open} onLeave={onClose} direction={direction} titleAs="h2" hideFirstLevelTitle />
    </Modal>
  );
}
