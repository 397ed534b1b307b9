// PokerStove's exact Omaha high equity (bench/omaha-vs-pokerstove.ts): its ShowdownEnumerator with the
// "O" evaluator (OmahaHighHandEvaluator), the enumeration ps-eval runs, on spots given as arguments,
// one per spot: "id|hand;hand;...|board" (four-card hands, PokerStove's card spelling). For each spot:
// runs in batches of at least 100 ms of this thread's CPU time (the first run is a warm-up) until
// MIN_MS has passed and at least 3 batches are in, then prints one JSON line with the median CPU ms
// of one run, the number of boards (win + tie shares, summed) and each player's equity.
#include <pokerstove/penum/ShowdownEnumerator.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <sstream>
#include <string>
#include <vector>

using namespace pokerstove;

static std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, sep)) out.push_back(item);
    return out;
}

static double cpuMs() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char** argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: omaha MIN_MS SPOT...\n"); return 2; }
    double minMs = std::atof(argv[1]);
    std::shared_ptr<PokerHandEvaluator> evaluator = PokerHandEvaluator::alloc("O");
    for (int a = 2; a < argc; ++a) {
        auto f = split(argv[a], '|');
        while (f.size() < 3) f.push_back("");
        std::vector<CardDistribution> hands;
        for (const auto& h : split(f[1], ';')) {
            hands.emplace_back();
            if (!hands.back().parse(h)) { std::fprintf(stderr, "PokerStove refused hand %s\n", h.c_str()); return 1; }
        }
        CardSet board(f[2]);
        ShowdownEnumerator showdown;
        auto run = [&]() { return showdown.calculateEquity(hands, board, evaluator); };
        std::vector<EquityResult> results = run();
        int reps = 1;
        for (;;) {
            double t0 = cpuMs();
            for (int i = 0; i < reps; ++i) results = run();
            if (cpuMs() - t0 >= 100 || reps >= (1 << 18)) break;
            reps *= 2;
        }
        std::vector<double> times;
        double started = cpuMs();
        while (times.size() < 3 || (cpuMs() - started < minMs && times.size() < 200)) {
            double t0 = cpuMs();
            for (int i = 0; i < reps; ++i) results = run();
            times.push_back((cpuMs() - t0) / reps);
        }
        std::sort(times.begin(), times.end());
        double total = 0;
        for (const auto& r : results) total += r.winShares + r.tieShares;
        std::printf("{\"id\":\"%s\",\"ms\":%.6f,\"boards\":%.6f,\"equity\":[", f[0].c_str(), times[times.size() / 2], total);
        for (size_t i = 0; i < results.size(); ++i) std::printf("%s%.12f", i ? "," : "", (results[i].winShares + results[i].tieShares) / total);
        std::printf("]}\n");
        std::fflush(stdout);
    }
    return 0;
}
