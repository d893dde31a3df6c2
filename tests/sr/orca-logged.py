#!/usr/bin/python3
# (From ../shared/a11y/orca, the walkthrough's harness.) Starts Orca with every utterance it speaks appended to $ORCA_SPEECH_LOG ("<epoch seconds>\t<text>"),
# whether or not a speech synthesiser answers (Orca's speech module is wrapped before Orca runs).
# Arguments are Orca's own (e.g. --replace -d braille).
import os, sys, time
LOG = os.environ.get('ORCA_SPEECH_LOG', '/tmp/orca-speech.log')
from orca import speech
_orig = speech._speak
def _logged(text, acss, interrupt):
    with open(LOG, 'a', encoding='utf-8') as f:
        f.write('%.3f\t%s\n' % (time.time(), text.replace('\n', ' ')))
    try:
        _orig(text, acss, interrupt)
    except Exception as e:  # no synthesiser: keep going
        with open(LOG, 'a', encoding='utf-8') as f:
            f.write('%.3f\t[speech error %s]\n' % (time.time(), e))
speech._speak = _logged
_origChar = speech.speakCharacter
def _char(character, acss=None):
    with open(LOG, 'a', encoding='utf-8') as f:
        f.write('%.3f\t[char] %s\n' % (time.time(), character))
    return _origChar(character, acss)
speech.speakCharacter = _char
# Messages (live regions among them) go through presentMessage, which speaks only while speech is
# enabled: with speech off (-d speech, no synthesiser needed) they are logged here instead.
from orca import settings_manager
from orca.scripts import default as _default
_origMessage = _default.Script.presentMessage
def _message(self, fullMessage, briefMessage=None, *args, **kwargs):
    try:
        if not settings_manager.getManager().getSetting('enableSpeech'):
            text = ' '.join(fullMessage) if isinstance(fullMessage, list) else str(fullMessage or '')
            if text.strip():
                with open(LOG, 'a', encoding='utf-8') as f:
                    f.write('%.3f\t%s\n' % (time.time(), text.replace('\n', ' ')))
    except Exception:
        pass
    return _origMessage(self, fullMessage, briefMessage, *args, **kwargs)
_default.Script.presentMessage = _message
# the debug file is block-buffered: flush it every second so that it can be read while Orca runs
import threading
from orca import debug
def _flush():
    while True:
        time.sleep(1)
        try:
            if debug.debugFile: debug.debugFile.flush()
        except Exception:
            pass
threading.Thread(target=_flush, daemon=True).start()
sys.argv = ['orca'] + sys.argv[1:]
src = open('/usr/bin/orca', encoding='utf-8').read()
exec(compile(src, '/usr/bin/orca', 'exec'), {'__name__': '__main__', '__file__': '/usr/bin/orca'})
