// "Allow notifications" pressed outside the push feature (the alarm's checks): the push feature's
// mounted flow answers it (the permission, then the token sent to the server, with its toasts and
// the manual instructions when the browser says no), so there is one way to turn push on. Without
// that flow (not mounted yet) the permission alone is asked.
type Answer = () => Promise<void>;

let answer: Answer | null = null;

/** The push feature answers the asks while mounted; the function returned stops it. */
export function answerNotificationAsks(run: Answer): () => void {
  answer = run;
  return () => {
    if (answer === run) answer = null;
  };
}

export async function askForNotifications(): Promise<void> {
  if (answer) return answer();
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') await Notification.requestPermission();
}
