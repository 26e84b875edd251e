// Loading bar (spec 02 §9: throttle 200 ms, animation 2000 ms, height 3 px): shown only when a
// navigation takes longer than the throttle, so quick ones do not flicker.
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import styles from "./shell.module.css";

const THROTTLE_MS = 200;

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return <div className={styles.progress} data-visible={visible || undefined} aria-hidden="true" />;
}
