/** Every spelling the issue names, for live endpoints: each must be refused. */
export const REFUSED_FOR_LIVE = [
  // scheme
  "http://example.com/hook",
  "ftp://example.com/hook",
  "javascript:alert(1)",
  "not a url",
  // user info
  "https://user:pass@example.com/hook",
  "https://user@example.com/hook",
  "https://@example.com/hook",
  "https://:@example.com/hook",
  // local names
  "https://localhost/hook",
  "https://LOCALHOST./hook",
  "https://api.localhost/hook",
  "https://intranet/hook",
  "https://printer.local/hook",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://router.home.arpa/",
  // IPv4 loopback in every spelling the URL parser accepts
  "https://127.0.0.1/hook",
  "https://127.1/hook",
  "https://127.255.255.254/hook",
  "https://2130706433/hook",
  "https://0x7f000001/hook",
  "https://0x7f.0.0.1/hook",
  "https://0177.0.0.1/hook",
  "https://017700000001/hook",
  // IPv4 private, link-local, shared, unspecified, reserved
  "https://10.0.0.1/hook",
  "https://10.255.255.255/hook",
  "https://172.16.0.1/hook",
  "https://172.31.255.255/hook",
  "https://192.168.1.1/hook",
  "https://3232235777/hook", // 192.168.1.1 in decimal
  "https://0xc0a80101/hook", // 192.168.1.1 in hex
  "https://169.254.169.254/latest/meta-data/",
  "https://0xA9FEA9FE/latest/meta-data/", // 169.254.169.254 in hex
  "https://100.64.0.1/hook",
  "https://0.0.0.0/hook",
  "https://0/hook",
  "https://192.0.2.10/hook",
  "https://198.18.0.1/hook",
  "https://224.0.0.1/hook",
  "https://255.255.255.255/hook",
  // IPv6 loopback, unspecified, mapped and compatible IPv4, unique-local, link-local, site-local, multicast
  "https://[::1]/hook",
  "https://[0:0:0:0:0:0:0:1]/hook",
  "https://[::]/hook",
  "https://[::ffff:127.0.0.1]/hook",
  "https://[::ffff:7f00:1]/hook",
  "https://[0:0:0:0:0:ffff:10.0.0.1]/hook",
  "https://[::ffff:a9fe:a9fe]/hook", // 169.254.169.254
  "https://[::ffff:192.168.0.1]/hook",
  "https://[::127.0.0.1]/hook",
  "https://[64:ff9b::10.0.0.1]/hook", // NAT64 of a private address
  "https://[2002:7f00:1::]/hook", // 6to4 of 127.0.0.1
  "https://[2002:c0a8:101::1]/hook", // 6to4 of 192.168.1.1
  "https://[fc00::1]/hook",
  "https://[fd12:3456:789a::1]/hook",
  "https://[fe80::1]/hook",
  "https://[fe80::1%25eth0]/hook",
  "https://[fec0::1]/hook",
  "https://[ff02::1]/hook",
  "https://[2001:db8::1]/hook",
  "https://[2001::1]/hook", // Teredo
  "https://[100::1]/hook",
];
