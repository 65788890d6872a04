#!/usr/bin/env bash
# Another WebKitGTK for the reduction and the end-to-end suite (run by hand, as root): Debian's
# next release in a chroot (debootstrap), driven from this machine's node through a wrapper
# `xvfb-run` that starts WebKitWebDriver, MiniBrowser and the web process inside it. The pages
# are served on 127.0.0.1 as usual (a chroot shares the network).
#
#   sudo bash tests/webkit-fault/other-webkit.sh [suite, default trixie] [folder, default /srv/SUITE]
#   PATH=/srv/trixie-bin:$PATH E2E_BROWSER=webkit node tests/webkit-fault/run.mjs
#   PATH=/srv/trixie-bin:$PATH E2E_BROWSER=webkit node --test --test-concurrency=1 tests/e2e/
#
# Debian 13 (trixie) has WebKitGTK 2.52, sid 2.54; Debian 12, this machine's, 2.50. Sets up
# what is missing and mounts what the browser needs (again after a restart); prints the version.
set -euo pipefail
suite=${1:-trixie}
root=${2:-/srv/$suite}
bin=/srv/$suite-bin

if [ ! -x "$root/usr/bin/WebKitWebDriver" ]; then
  command -v debootstrap > /dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap
  # minbase leaves dconf without a session bus, so the first pass fails to configure the GTK
  # packages; they are configured below, in the chroot, once dbus is there.
  # (webkitgtk-webdriver: Debian 12 calls it webkit2gtk-driver, sid no longer has that name.)
  debootstrap --variant=minbase --include=webkitgtk-webdriver,xvfb,xauth,ca-certificates \
    "$suite" "$root" http://deb.debian.org/debian || true
  [ -d "$root/usr/lib" ] || { echo "debootstrap of $suite into $root failed" >&2; exit 1; }
fi

mounted() { mountpoint -q "$root/$1"; }
mounted proc || mount -t proc proc "$root/proc"
mounted sys || mount -t sysfs sys "$root/sys"
mounted dev || mount --bind /dev "$root/dev"
mounted dev/pts || mount --bind /dev/pts "$root/dev/pts"
mounted dev/shm || mount --bind /dev/shm "$root/dev/shm"
# The harness's screenshots and the web process's temporary files.
mounted tmp || mount --bind /tmp "$root/tmp"
cp /etc/resolv.conf "$root/etc/resolv.conf"

chroot "$root" bash -c "
  export DEBIAN_FRONTEND=noninteractive
  dpkg --configure -a > /dev/null 2>&1 || true
  apt-get install -y -q --fix-broken > /dev/null
  apt-get install -y -q webkitgtk-webdriver xvfb xauth fonts-dejavu-core fonts-dejavu-extra > /dev/null
"

mkdir -p "$bin"
cat > "$bin/xvfb-run" << EOF
#!/bin/sh
# xvfb-run, and so WebKitWebDriver, MiniBrowser and the web process, in $root.
exec chroot $root /usr/bin/xvfb-run "\$@"
EOF
chmod +x "$bin/xvfb-run"
echo "WebKitGTK $(chroot "$root" dpkg-query -W -f '${Version}' libwebkit2gtk-4.1-0) in $root;" \
  "put $bin first in PATH"
