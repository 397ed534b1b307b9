// OMPEval's EquityCalculator on multiway spots (bench/multiway-vs-ompeval.ts): exact enumeration
// (enumerateAll), one thread, a fresh calculator per run; the spots come as arguments, one per
// spot: "id|range;range;...|board|dead" (OMPEval range syntax). For each spot: runs until MIN_MS and
// at least 3 runs have passed (the first is a warm-up), prints one JSON line with the median time,
// the showdowns counted and each player's equity.
#include "omp/EquityCalculator.h"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

using namespace omp;
using clk = std::chrono::steady_clock;

static std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, sep)) out.push_back(item);
    return out;
}

int main(int argc, char** argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: multiway MIN_MS SPOT...\n"); return 2; }
    double minMs = std::atof(argv[1]);
    for (int a = 2; a < argc; ++a) {
        auto f = split(argv[a], '|');
        while (f.size() < 4) f.push_back("");
        std::vector<CardRange> ranges;
        for (const auto& r : split(f[1], ';')) ranges.emplace_back(r);
        uint64_t board = CardRange::getCardMask(f[2]), dead = CardRange::getCardMask(f[3]);
        std::vector<double> t;
        EquityCalculator::Results results;
        auto start = clk::now();
        while (t.size() < 4 || (std::chrono::duration<double, std::milli>(clk::now() - start).count() < minMs && t.size() < 200)) {
            EquityCalculator calc;
            auto t0 = clk::now();
            if (!calc.start(ranges, board, dead, true, 0, nullptr, 0.2, 1)) {
                std::fprintf(stderr, "OMPEval refused spot %s\n", f[0].c_str());
                return 1;
            }
            calc.wait();
            t.push_back(std::chrono::duration<double, std::milli>(clk::now() - t0).count());
            results = calc.getResults();
        }
        t.erase(t.begin());
        std::sort(t.begin(), t.end());
        std::printf("{\"id\":\"%s\",\"ms\":%.6f,\"hands\":%llu,\"equity\":[", f[0].c_str(), t[t.size() / 2], (unsigned long long)results.hands);
        for (unsigned i = 0; i < results.players; ++i) std::printf("%s%.12f", i ? "," : "", results.equity[i]);
        std::printf("]}\n");
        std::fflush(stdout);
    }
    return 0;
}
