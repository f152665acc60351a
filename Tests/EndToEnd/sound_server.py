"""A private PulseAudio server with a null sink, as a desktop's PulseAudio or PipeWire would be,
whose output a test records to hear what the app played: each sound's pitch and length."""
import array
import os
import shutil
import subprocess
import tempfile

from harness import wait_for

RATE = 44100
WINDOW = RATE // 100  # 10 ms


class SoundServer:
    def __init__(self):
        for program in ("pulseaudio", "parec"):
            if shutil.which(program) is None:
                raise RuntimeError(f"{program} is needed to hear the app (scripts/build/ensure-packages.sh test installs it)")
        self.folder = tempfile.mkdtemp(prefix="pastimes-sound-")
        self.socket = os.path.join(self.folder, "native")
        runtime, home = os.path.join(self.folder, "runtime"), os.path.join(self.folder, "home")
        os.mkdir(runtime, 0o700)
        os.mkdir(home)
        environment = dict(os.environ, XDG_RUNTIME_DIR=runtime, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"))
        self.log = open(os.path.join(self.folder, "pulseaudio.log"), "w")
        self.process = subprocess.Popen(
            ["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "-n",
             f"--load=module-null-sink sink_name=speaker rate={RATE} channels=1",
             f"--load=module-native-protocol-unix auth-anonymous=1 socket={self.socket}"],
            env=environment, stdout=self.log, stderr=subprocess.STDOUT)
        try:
            wait_for(lambda: os.path.exists(self.socket) or self.process.poll() is not None, timeout=15, message="PulseAudio")
        except AssertionError:
            pass   # said below
        if not os.path.exists(self.socket):
            raise RuntimeError("PulseAudio did not start:\n" + open(self.log.name).read()[-2000:])
        self.recorder = None

    @property
    def address(self):
        """What PULSE_SERVER names for a client of this server."""
        return f"unix:{self.socket}"

    def record(self):
        """Starts recording everything the sink plays."""
        self.recording = os.path.join(self.folder, "recording.raw")
        if os.path.exists(self.recording):
            os.remove(self.recording)   # the last one's: what is in the file is this one's
        self.recorder = subprocess.Popen(
            ["parec", f"--server={self.address}", "--device=speaker.monitor", "--format=s16le",
             "--channels=1", f"--rate={RATE}", "--raw", "--latency-msec=20", self.recording],
            stderr=subprocess.DEVNULL)
        # The sink's monitor sends silence while nothing plays: samples in the file mean the
        # recorder is connected and hears everything from now on.
        wait_for(lambda: self.recorded_seconds() > 0.05, timeout=20, message="the recorder to start")

    def recorded_seconds(self):
        """How much sound the recording holds so far."""
        try:
            return os.path.getsize(self.recording) / 2 / RATE
        except OSError:
            return 0

    def samples(self):
        """The samples recorded so far, the recorder still running."""
        samples = array.array("h")
        with open(self.recording, "rb") as recording:
            data = recording.read()
        samples.frombytes(data[:len(data) // 2 * 2])
        return samples

    def heard(self):
        """The sounds recorded so far that are over (quiet has followed them)."""
        samples = self.samples()
        found = sounds(samples)
        if found and found[-1].start + found[-1].length > len(samples) / RATE - 0.05:
            found.pop()   # still sounding, or too close to the end to tell
        return found

    def stop_recording(self, after=0.3):
        """The samples recorded since `record`, once the recording reaches `after` seconds past
        now: what was played until now has gone through the sound server's latency into it. (A
        check that nothing sounds passes the time a sound would have taken.)"""
        until = self.recorded_seconds() + after
        wait_for(lambda: self.recorded_seconds() >= until, timeout=20, message="the recording to catch up")
        self.recorder.terminate()
        self.recorder.wait(10)
        self.recorder = None
        samples = array.array("h")
        with open(self.recording, "rb") as recording:
            samples.frombytes(recording.read())
        return samples

    def close(self):
        if self.recorder is not None:
            self.recorder.kill()
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


class HearsTheApp:
    """A test case mixin: one private sound server for the class, the app playing into it."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = SoundServer()

    @classmethod
    def tearDownClass(cls):
        cls.server.close()
        super().tearDownClass()

    def app_environment(self):
        return {**(super().app_environment() or {}), "PULSE_SERVER": self.server.address}


class Sound:
    """One stretch of sound in a recording: when, how long, and its pitch."""

    def __init__(self, samples, start, end):
        self.start, self.length = start / RATE, (end - start) / RATE
        part = samples[start:end]
        # Periods between the first and the last upward zero crossing: exact, however the
        # stretch's ends fall.
        rising = [at for at, (before, after) in enumerate(zip(part, part[1:])) if before < 0 <= after]
        self.frequency = (len(rising) - 1) * RATE / (rising[-1] - rising[0]) if len(rising) > 1 else 0

    def __repr__(self):
        return f"{self.frequency:.0f} Hz for {self.length:.2f} s at {self.start:.2f} s"


def loudness(samples, start):
    window = samples[start:start + WINDOW]
    return (sum(value * value for value in window) / max(1, len(window))) ** 0.5


def sounds(samples, threshold=1000, quiet_windows=3):
    """The stretches of sound, split where it is quiet for `quiet_windows` windows of 10 ms."""
    found, start, quiet = [], None, 0
    for at in range(0, len(samples) - WINDOW + 1, WINDOW):
        if loudness(samples, at) >= threshold:
            if start is None:
                start = at
            quiet, end = 0, at + WINDOW
        elif start is not None:
            quiet += 1
            if quiet >= quiet_windows:
                found.append(Sound(samples, start, end))
                start = None
    if start is not None:
        found.append(Sound(samples, start, end))
    return found
