#!/usr/bin/env bash
# Orca under Xvfb with its own AT-SPI bus and session D-Bus, then the journeys (journeys.mjs) against
# BASE; every utterance Orca makes goes to $ORCA_SPEECH_LOG (orca-logged.py). Starts and stops only
# its own processes. Called by scripts/test-sr.mjs (npm run test:sr), which checks what it needs.
# usage: bash tests/sr/run.sh http://127.0.0.1:PORT [callback|card]
set -u
here=$(dirname "$(readlink -f "$0")")
BASE=${1:?base URL}
OUT=${SR_OUT:-$(mktemp -d)}; mkdir -p "$OUT"
export XDG_RUNTIME_DIR=$(mktemp -d); chmod 700 "$XDG_RUNTIME_DIR"
HOME_ORCA=$(mktemp -d)
DISP=:$((100 + RANDOM % 400))
Xvfb $DISP -screen 0 1280x900x24 -nolisten tcp >"$OUT/xvfb.log" 2>&1 & XPID=$!
sleep 1
export DISPLAY=$DISP
# a window manager: Orca follows the active window, which must be Chromium's
openbox >"$OUT/wm.log" 2>&1 & WPID=$!
eval "$(dbus-launch --sh-syntax)"
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$OUT/atspi.log" 2>&1 & APID=$!
sleep 1
for key in IsEnabled ScreenReaderEnabled; do
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:$key variant:boolean:true >/dev/null 2>&1
done
export ORCA_SPEECH_LOG="$OUT/speech.log"; : >"$ORCA_SPEECH_LOG"
export GTK_MODULES=gail:atk-bridge ACCESSIBILITY_ENABLED=1 NO_AT_BRIDGE=0
HOME="$HOME_ORCA" /usr/bin/python3 "$here/orca-logged.py" --replace -d braille -d speech --debug-file "$OUT/orca-debug.out" >"$OUT/orca.log" 2>&1 & OPID=$!
sleep 4
node "$here/journeys.mjs" "$BASE" "${@:2}"; rc=$?
kill $OPID 2>/dev/null; sleep 0.5
kill $APID "$DBUS_SESSION_BUS_PID" $WPID $XPID 2>/dev/null
rm -rf "$XDG_RUNTIME_DIR" "$HOME_ORCA"
echo "Orca's logs: $OUT"
exit $rc
