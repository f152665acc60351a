"""A home network with a real router, in network namespaces of the test's own (see
router-invites.md): a "home" namespace for the hosting app (192.168.77.0/24), a "router" one
joined to both sides, forwarding and masquerading with nftables and running Debian's miniupnpd
(UPnP IGD and NAT-PMP), and a "wan" one for the remote player. Only addresses inside these
namespaces are used; none of them routes anywhere else.

miniupnpd 2.3.1 refuses to map behind any reserved external address, documentation ranges
included, so the reachable "internet" is 198.51.99.0/24: a number no namespace here routes out.
The carrier-grade NAT case gives the router 100.64.99.1, which miniupnpd rightly refuses.

Beside miniupnpd's mappings the router forwards port 8080 to the home computer's 43210 by a rule
of its own, as a router told to forward everything would (BACKDOOR): through it a test sees the
app itself refuse what comes from outside while it does not invite, not only the router.

Usage by hand (as root): python3 router_lab.py public|shared|refusing|none -- COMMAND…
runs COMMAND in the home namespace with the lab up, and takes it down after."""
import os
import shutil
import subprocess
import sys
import tempfile
import time

HOME_ADDRESS, ROUTER_LAN = "192.168.77.2", "192.168.77.1"
# IPv6, where the kind has it: no translation, the router's firewall opens pinholes to the home
# computer's own address (documentation prefixes, which miniupnpd accepts for IPv6).
HOME6, ROUTER_LAN6, ROUTER_WAN6, REMOTE6 = "2001:db8:77::2", "2001:db8:77::1", "2001:db8:99::1", "2001:db8:99::2"
BACKDOOR = 8080
WANS = {"public": ("198.51.99.1", "198.51.99.2"), "shared": ("100.64.99.1", "100.64.99.2")}

RULES = """
table inet filter {
    chain forward {
        type filter hook forward priority 0; policy drop;
        ct state established,related accept
        ct status dnat accept
        iifname "lan0" accept
        jump miniupnpd
    }
    chain miniupnpd {
    }
    chain prerouting {
        type nat hook prerouting priority dstnat; policy accept;
        jump prerouting_miniupnpd
        iifname "wan0" tcp dport 8080 dnat ip to 192.168.77.2:43210
    }
    chain prerouting_miniupnpd {
    }
    chain postrouting {
        type nat hook postrouting priority srcnat; policy accept;
        jump postrouting_miniupnpd
        oifname "wan0" masquerade
    }
    chain postrouting_miniupnpd {
    }
}
"""


def available():
    """Why the lab cannot be built here, or None: it needs root, iproute2, nftables and miniupnpd."""
    if os.geteuid() != 0:
        return "network namespaces need root"
    for program in ("ip", "nft", "miniupnpd"):
        if shutil.which(program) is None and not os.path.exists(f"/usr/sbin/{program}"):
            return f"{program} is not installed"
    return None


class RouterLab:
    """The three namespaces, and the router's daemon. `kind`: "public" (a router that maps, on a
    reachable address, and IPv6), "natpmp" (the same, IPv4 alone, speaking NAT-PMP alone),
    "shared" (its address is carrier-grade NAT's), "dslite" (the same, with IPv6 beside it, as
    DS-Lite homes have), "refusing" (it answers UPnP but maps nothing), "none" (no daemon:
    nothing answers)."""

    def __init__(self, kind="public"):
        self.kind = kind
        suffix = f"{os.getpid()}-{time.monotonic_ns() % 100000}"
        self.home, self.router, self.wan = (f"pt-{name}-{suffix}" for name in ("home", "router", "wan"))
        self.router_wan, self.remote_address = WANS["shared" if kind in ("shared", "dslite") else "public"]
        self.ipv6 = kind in ("public", "dslite")
        self.folder = tempfile.mkdtemp(prefix="pastimes-router-")
        self.daemon = None
        self.log = None
        self.links = []
        try:
            self._build()
        except BaseException:
            self.close()
            raise

    def _build(self):
        for namespace in (self.home, self.router, self.wan):
            run("ip", "netns", "add", namespace)
            self.inside(namespace, "ip", "link", "set", "lo", "up")
        # Each veth pair is made in the root namespace under a short unique name, then moved.
        tag = self.home.rsplit("-", 2)[-1][-5:]
        self._link(f"h{tag}", self.home, "home0", f"{HOME_ADDRESS}/24", f"l{tag}", self.router, "lan0", f"{ROUTER_LAN}/24")
        self._link(f"w{tag}", self.wan, "wan1", f"{self.remote_address}/24", f"r{tag}", self.router, "wan0", f"{self.router_wan}/24")
        self.inside(self.home, "ip", "route", "add", "default", "via", ROUTER_LAN)
        self.inside(self.router, "sysctl", "-qw", "net.ipv4.ip_forward=1")
        if self.ipv6:
            for namespace, address, device in ((self.home, HOME6, "home0"), (self.router, ROUTER_LAN6, "lan0"),
                                               (self.router, ROUTER_WAN6, "wan0"), (self.wan, REMOTE6, "wan1")):
                self.inside(namespace, "ip", "-6", "addr", "add", f"{address}/64", "dev", device, "nodad")
            self.inside(self.home, "ip", "-6", "route", "add", "default", "via", ROUTER_LAN6)
            self.inside(self.wan, "ip", "-6", "route", "add", "2001:db8:77::/64", "via", ROUTER_WAN6)
            self.inside(self.router, "sysctl", "-qw", "net.ipv6.conf.all.forwarding=1")
        rules = os.path.join(self.folder, "rules.nft")
        with open(rules, "w") as file:
            file.write(RULES)
        self.inside(self.router, "nft", "-f", rules)
        if self.kind != "none":
            self._start_daemon()

    def _link(self, name, namespace, final, address, peer, peer_namespace, peer_final, peer_address):
        self.links.append(name)   # deleted in close() if it is still in the root namespace
        run("ip", "link", "add", name, "type", "veth", "peer", "name", peer)
        for link, where, renamed, addr in ((name, namespace, final, address), (peer, peer_namespace, peer_final, peer_address)):
            run("ip", "link", "set", link, "netns", where)
            self.inside(where, "ip", "link", "set", link, "name", renamed)
            self.inside(where, "ip", "addr", "add", addr, "dev", renamed)
            self.inside(where, "ip", "link", "set", renamed, "up")

    def _start_daemon(self):
        allowed = "deny 0-65535 0.0.0.0/0 0-65535" if self.kind == "refusing" else \
            "allow 1024-65535 192.168.77.0/24 1024-65535\ndeny 0-65535 0.0.0.0/0 0-65535"
        configuration = os.path.join(self.folder, "miniupnpd.conf")
        with open(configuration, "w") as file:
            file.write(f"""ext_ifname=wan0
{"ext_ifname6=wan0" if self.ipv6 else ""}
listening_ip=lan0
enable_upnp={"no" if self.kind == "natpmp" else "yes"}
enable_natpmp={"no" if self.kind == "refusing" else "yes"}
secure_mode=yes
system_uptime=yes
notify_interval=60
clean_ruleset_interval=600
uuid=3c1d5b52-6a7b-4f0e-9a51-7061737469{self.home[-2:].encode().hex()[:2]}
lease_file={self.folder}/leases
{allowed}
""")
        self.log = open(os.path.join(self.folder, "miniupnpd.log"), "w")
        self.daemon = subprocess.Popen(["ip", "netns", "exec", self.router, "miniupnpd", "-f", configuration, "-P", os.path.join(self.folder, "miniupnpd.pid"), "-d"],
                                       stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:   # ready once it says it listens for both protocols
            said = self.daemon_log()
            if ("HTTP listening on port" in said or self.kind == "natpmp") and ("Listening for NAT-PMP" in said or self.kind == "refusing"):
                return
            if self.daemon.poll() is not None:
                break
            time.sleep(0.1)
        raise AssertionError(f"miniupnpd did not start: {self.daemon_log()}")

    def daemon_log(self):
        try:
            with open(os.path.join(self.folder, "miniupnpd.log")) as file:
                return file.read()[-3000:]
        except OSError:
            return ""

    def inside(self, namespace, *command, check=True, **options):
        return run("ip", "netns", "exec", namespace, *command, check=check, **options)

    def forwarded_ports(self):
        """The TCP ports the router forwards now, from its own rules."""
        listing = self.inside(self.router, "nft", "list", "chain", "inet", "filter", "prerouting_miniupnpd",
                              capture_output=True, text=True).stdout
        return sorted({int(word.split()[0]) for word in listing.split("dport ")[1:] if word.split()[0].isdigit()})

    def pinholes(self):
        """How many IPv6 pinholes the router's firewall holds now."""
        listing = self.inside(self.router, "nft", "list", "chain", "inet", "filter", "miniupnpd", capture_output=True, text=True).stdout
        return listing.count("@nh,192,128")

    def close(self):
        if self.daemon is not None and self.daemon.poll() is None:
            self.daemon.terminate()
            try:
                self.daemon.wait(5)
            except subprocess.TimeoutExpired:
                self.daemon.kill()
                self.daemon.wait()
        if self.log is not None:
            self.log.close()
        for namespace in (self.home, self.router, self.wan):
            # Whatever still runs inside goes with it; deleting the namespace ends its links.
            kill_inside(namespace)
            subprocess.run(["ip", "netns", "delete", namespace], capture_output=True)
        for link in self.links:   # a pair made but not yet moved, when building failed
            subprocess.run(["ip", "link", "delete", link], capture_output=True)
        shutil.rmtree(self.folder, ignore_errors=True)


def kill_inside(namespace):
    pids = subprocess.run(["ip", "netns", "pids", namespace], capture_output=True, text=True).stdout.split()
    for pid in pids:
        try:
            os.kill(int(pid), 9)
        except (ProcessLookupError, ValueError):
            pass


def run(*command, check=True, **options):
    return subprocess.run(list(command), check=check, **options)


if __name__ == "__main__":
    kind, command = sys.argv[1], sys.argv[sys.argv.index("--") + 1:]
    lab = RouterLab(kind)
    try:
        print(f"home {lab.home}, router {lab.router} ({lab.router_wan}), wan {lab.wan} ({lab.remote_address})", flush=True)
        status = subprocess.run(["ip", "netns", "exec", lab.home] + command).returncode
        print(lab.daemon_log())
    finally:
        lab.close()
    sys.exit(status)
