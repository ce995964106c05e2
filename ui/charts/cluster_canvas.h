#pragma once

#include "core/model/scenario.h"
#include "core/record/run_cursor.h"

#include <memory>
#include <utility>
#include <vector>

#include <QPainterPath>
#include <QSet>
#include <QWidget>

namespace maifs::ui {

// The cluster drawn as it is: racks of nodes, each node a block of GPU cells (coloured by GPU
// model) over a CPU bar and a memory bar (relative to the largest node). Painting only touches the
// exposed area, so it stays quick at 1,500 nodes. Hover for a node's details; click selects.
class ClusterCanvas : public QWidget {
    Q_OBJECT

public:
    explicit ClusterCanvas(QWidget* parent = nullptr);

    void setScenario(std::shared_ptr<const Scenario> scenario);
    // Replay: draws a run's cluster (its nodes, incl. added ones) with each GPU coloured by the job
    // holding it at a moment (stable colours per job; a shared GPU is split between its jobs) and
    // the CPU and memory bars showing what is allocated. `names` gives a job's id for tooltips.
    void setRun(std::shared_ptr<const RunRecord> run);
    void setHoldings(const ClusterAt& at);
    // The jobs holding GPU `gpu` of `node` in the holdings shown (by job index).
    std::vector<int> jobsOnGpu(int node, int gpu) const;
    static QColor jobColour(const std::string& jobId);
    void setHighlighted(const QSet<QString>& nodeIds);
    // Replay: outlines every GPU the job (by index) holds; -1 for none.
    void setFocusJob(int job);
    int focusJob() const { return focusJob_; }
    // Lines between nodes over the map, thickness by weight in [0, 1] (a learned policy's
    // coordination-graph edges at a decision).
    struct Edge {
        int from = -1, to = -1;
        double weight = 0;
    };
    void setEdges(std::vector<Edge> edges);
    const std::vector<Edge>& edges() const { return edges_; }
    const QSet<QString>& highlighted() const { return highlighted_; }

    // The node drawn at a point of the widget, or -1.
    int nodeAt(const QPoint& p) const;
    // The GPU cell at a point (its node and index), or {-1, -1}.
    std::pair<int, int> gpuAt(const QPoint& p) const;
    // Where GPU `gpu` of `node` is drawn.
    QRect gpuRect(int node, int gpu) const;
    // Where a node is drawn (for tests and the replay views to come).
    QRect nodeRect(int node) const;

    QSize sizeHint() const override;

    // Zoom: 1 fits the cluster to the visible area (the largest cells that fit, never smaller
    // than the compact map); Ctrl+wheel and the replay's + / - / 0 keys step it.
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void setZoom(double zoom);
    double zoom() const { return zoom_; }
    int cellSize() const { return cell_; } // a GPU cell's side, in pixels
    // An edge as drawn (a curve bowed to the left of its direction; empty when not drawn).
    QPainterPath edgePath(const Edge& e) const;

signals:
    void zoomChanged(double zoom);
    void nodeClicked(const QString& nodeId);
    // Replay: a GPU cell held by a job was clicked (the first job on it, by index).
    void jobClicked(int job);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    bool event(QEvent* event) override;

private:
    void relayout();
    // Lays the blocks out with GPU cells of `cell` px in `width`; returns the widest row's and the
    // content's height.
    std::pair<int, int> layoutWith(int cell, int width);
    void paintEdges(QPainter& p) const;

    struct Block {
        QRect rect;
        int node;
    };
    struct Caption {
        QRect rect;
        QString text;
    };
    const Cluster* cluster() const;

    std::shared_ptr<const Scenario> scenario_;
    std::shared_ptr<const RunRecord> run_;
    std::vector<std::vector<std::vector<int>>> gpuJobs_; // node -> gpu -> jobs (replay)
    std::vector<std::pair<double, double>> used_;        // node -> CPUs, GB allocated (replay)
    std::vector<Block> blocks_;                          // in drawing order, by rack
    std::vector<int> blockOfNode_;                       // node index -> block
    std::vector<Caption> captions_;                      // the summary line and the rack headers
    std::vector<std::pair<QString, QColor>> legend_;     // GPU models and their colours
    QSet<QString> highlighted_;
    int focusJob_ = -1;
    std::vector<Edge> edges_;
    int contentHeight_ = 0;
    int fitCell_ = 9;
    int cell_ = 9;
    double zoom_ = 1;
    double maxCpus_ = 1, maxMem_ = 1;
};

} // namespace maifs::ui
